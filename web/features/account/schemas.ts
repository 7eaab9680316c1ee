// Form rules and messages from the product specification's section 5, word for word. Emails are normalised before they
// are checked.

import {
  PASSWORD_MAX,
  PASSWORD_MIN,
  PASSWORD_TOO_LONG,
  PASSWORD_TOO_SHORT,
} from '../../../edge/core/password-rules.ts';
import { normalizeEmail } from '../../lib/email.ts';
import { z } from '../../lib/zod.ts';

export const loginSchema = z.object({
  email: z.string().transform(normalizeEmail).pipe(z.email('Please enter a valid email address')),
  password: z.string().min(1, 'Password is required'),
});

export const registerSchema = z
  .object({
    firstName: z.string().trim().min(1, 'First name is required'),
    lastName: z.string().trim().min(1, 'Last name is required'),
    email: z.string().transform(normalizeEmail).pipe(z.email('Invalid email address')),
    password: z.string().trim().min(PASSWORD_MIN, PASSWORD_TOO_SHORT).max(PASSWORD_MAX, PASSWORD_TOO_LONG),
    confirmPassword: z.string().trim(),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: "Passwords don't match",
    path: ['confirmPassword'],
    // Check the match even while other fields are still invalid, so every message shows on the first submit.
    when: ({ value }) => {
      const v = value as { password?: unknown; confirmPassword?: unknown };
      return typeof v?.password === 'string' && typeof v?.confirmPassword === 'string';
    },
  });
