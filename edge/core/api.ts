// Request schemas shared by the API and the web client.
import { z } from 'zod';
import { decodeCursor } from './analysis/cursor.ts';
import { ProfileSchema } from './profile/schema.ts';

/** The structured profile is small; anything bigger than this is not a LinkedIn profile. */
export const MAX_PROFILE_BYTES = 200 * 1024;

export const AnalyzeRequest = z.object({
  profile: ProfileSchema,
  file_type: z.enum(['pdf', 'image']),
  target_role: z.string().trim().max(20_000).optional(),
  idempotency_key: z
    .string()
    .regex(/^[\w-]{8,100}$/, 'Use 8-100 letters, digits, _ or -')
    .optional(),
});
export type AnalyzeRequest = z.input<typeof AnalyzeRequest>;

/** A pasted job ad (title plus text) or a typed role; empty clears it. Longer than any real ad. */
export const MAX_TARGET_CHARS = 20_000;

export const TargetRequest = z.object({
  text: z
    .string()
    .max(MAX_TARGET_CHARS, `Paste at most ${MAX_TARGET_CHARS.toLocaleString('en-US')} characters of the ad`),
});
export type TargetRequest = z.input<typeof TargetRequest>;

export const AnalysisIdParam = z.object({ id: z.string().uuid('Not an analysis id') });

/** Pages of the history list: newest first, optionally one profile (its `profile_key`). */
export const MAX_PAGE = 100;
export const AnalysesQuery = z.object({
  limit: z.coerce.number().int('Use a whole number').min(1).max(MAX_PAGE).default(MAX_PAGE),
  cursor: z
    .string()
    .max(200)
    .refine((c) => decodeCursor(c) !== null, 'Not a page cursor')
    .optional(),
  profile: z.string().min(1).max(500).optional(),
});
