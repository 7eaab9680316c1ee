import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { ZodType } from 'zod';
import { AppError } from '../core/errors.ts';
import { UNSTORABLE_MESSAGE, unstorablePath } from '../core/storable.ts';
import { fieldErrors } from './errors.ts';

/**
 * zod validation for every input; failures become 422 VALIDATION_FAILED with field errors. Valid input that the
 * database could not store (NUL, lone surrogates: see core/storable.ts) is refused the same way, never a 500, unless
 * the route stores none of it (`storable: false`, e.g. a reset token that is only hashed).
 */
export function validate<T extends ZodType, K extends keyof ValidationTargets>(
  target: K,
  schema: T,
  opts: { storable?: boolean } = {},
) {
  return zValidator(target, schema, (result) => {
    if (!result.success) {
      throw new AppError('VALIDATION_FAILED', 'Some fields are invalid.', fieldErrors(result.error as never));
    }
    if (opts.storable === false) return;
    const bad = unstorablePath(result.data);
    if (bad !== null)
      throw new AppError('VALIDATION_FAILED', 'Some fields are invalid.', { [bad]: [UNSTORABLE_MESSAGE] });
  });
}
