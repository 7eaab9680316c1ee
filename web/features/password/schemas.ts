// Forgot / reset password form rules (product specification, section 5), word for word; the password limits are the
// server's.
import { newPasswordSchema } from '../../../edge/core/password-reset.ts';
import { normalizeEmail } from '../../lib/email.ts';
import { z } from '../../lib/zod.ts';

export const forgotPasswordSchema = z.object({
  email: z.string().transform(normalizeEmail).pipe(z.email('Please enter a valid email address')),
});

export const resetPasswordSchema = z
  .object({ password: newPasswordSchema, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
    // Check the match even while the password itself is still too short, so both messages show at once.
    when: ({ value }) => {
      const v = value as { password?: unknown; confirmPassword?: unknown };
      return typeof v?.password === 'string' && typeof v?.confirmPassword === 'string';
    },
  });
