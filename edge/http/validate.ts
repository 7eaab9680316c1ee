import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { ZodType } from 'zod';
import { AppError } from '../core/errors.ts';
import { jsonShapeProblem } from '../core/json-shape.ts';
import { UNSTORABLE_MESSAGE, unstorablePath } from '../core/storable.ts';
import { fieldErrors } from './errors.ts';

/**
 * zod validation for every input; failures become 422 VALIDATION_FAILED with field errors. Valid input that the
 * database could not store (NUL, lone surrogates: see core/storable.ts) is refused the same way, never a 500, unless
 * the route stores none of it (`storable: false`, e.g. a reset token that is only hashed). A JSON body nested too
 * deeply or with too many members is refused with 400 before it is parsed.
 */
export function validate<T extends ZodType, K extends keyof ValidationTargets>(
  target: K,
  schema: T,
  opts: { storable?: boolean } = {},
) {
  const check = zValidator(target, schema, (result) => {
    if (!result.success) {
      throw new AppError('VALIDATION_FAILED', 'Some fields are invalid.', fieldErrors(result.error as never));
    }
    if (opts.storable === false) return;
    const bad = unstorablePath(result.data);
    if (bad !== null)
      throw new AppError('VALIDATION_FAILED', 'Some fields are invalid.', { [bad]: [UNSTORABLE_MESSAGE] });
  });
  if (target !== 'json') return check;
  // The body's shape is bounded on its text before it is parsed (core/json-shape.ts). Read here, where the route
  // reads its body anyway (after its own body and rate limits); the parse that follows reuses Hono's cached text.
  const bounded: typeof check = async (c, next) => {
    if (/json/i.test(c.req.header('content-type') ?? '')) {
      const problem = jsonShapeProblem(await c.req.text());
      if (problem) throw new AppError('BAD_REQUEST', problem);
    }
    return check(c, next);
  };
  return bounded;
}
