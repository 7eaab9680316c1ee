// What GET /api/me answers: the account as its owner's browser needs it. Declared apart from the users row so a
// new column (payment provider ids, bookkeeping) never leaks to the client by default.
import { z } from 'zod';

export const MeDto = z.object({
  supabase_id: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  subscription_tier: z.enum(['free', 'pending', 'pro']),
  scans_remaining: z.number().int(),
  scans_used: z.number().int(),
  /** Pro only: the end of the paid billing period, and whether the subscription stops there. */
  current_period_end: z.string().nullable(),
  cancel_at_period_end: z.boolean(),
});
export type MeDto = z.infer<typeof MeDto>;

/** Picks the declared fields of a users row (extra columns are left behind). */
export function toMeDto(row: MeDto): MeDto {
  return {
    supabase_id: row.supabase_id,
    email: row.email,
    first_name: row.first_name,
    last_name: row.last_name,
    subscription_tier: row.subscription_tier,
    scans_remaining: row.scans_remaining,
    scans_used: row.scans_used,
    current_period_end: row.current_period_end,
    cancel_at_period_end: row.cancel_at_period_end,
  };
}
