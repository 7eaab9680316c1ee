// Pro content: what the LLM (or the rubric-only writer) returns. Two schemas on purpose:
// - ProContentWire is what we ask the model for (plain strings and arrays: OpenAI strict mode and local servers
//   reject length keywords), and
// - ProContentSchema is the contract we hand to the app, enforced after grounding and clamping.
import { z } from 'zod';

export const PRO_LIMITS = { headline: 220, about: 2600, description: 2000, recommendation: 400, roles: 12 } as const;
export const ADVICE_SECTIONS = ['headline', 'about', 'experience', 'skills', 'education'] as const;

const recs = z.array(z.string());
export const ProContentWire = z.object({
  recommendations: z.object({ headline: recs, about: recs, experience: recs, skills: recs, education: recs }),
  headline_variants: z.array(z.string()),
  about_rewrite: z.string(),
  improved_descriptions: z.array(z.object({ company: z.string(), title: z.string(), description: z.string() })),
});
export type ProContentWire = z.infer<typeof ProContentWire>;

// Up to three per section: only changes with a measured gain or specific next-level steps, so fewer when nothing
// else is worth doing.
const three = z.array(z.string().min(1).max(PRO_LIMITS.recommendation)).max(3);
const notes = z.array(z.string().min(1).max(PRO_LIMITS.recommendation)).max(3);
const points = z.array(z.number().int());
/** Points each item adds to its section, measured by scoring the profile again with it applied. */
export const ProGains = z.object({
  recommendations: z.object({ headline: points, about: points, experience: points, skills: points, education: points }),
  headline_variants: points,
  about_rewrite: z.number().int(),
  improved_descriptions: points,
});
export type ProGains = z.infer<typeof ProGains>;
// A rewrite that does not raise its section's score is not offered, so there may be fewer than three variants
// and no About draft. Content stored before gains were measured has no `gains`.
export const ProContentSchema = z.object({
  recommendations: z.object({ headline: three, about: three, experience: three, skills: three, education: three }),
  headline_variants: z.array(z.string().min(1).max(PRO_LIMITS.headline)).max(3),
  about_rewrite: z.string().max(PRO_LIMITS.about),
  improved_descriptions: z
    .array(
      z.object({ company: z.string(), title: z.string(), description: z.string().min(1).max(PRO_LIMITS.description) }),
    )
    .max(PRO_LIMITS.roles),
  gains: ProGains.optional(),
  /** What is already strong, with the rubric's evidence: kept apart from the suggestions (they gain nothing). */
  strengths: z.object({ headline: notes, about: notes, experience: notes, skills: notes, education: notes }).optional(),
});
export type ProContent = z.infer<typeof ProContentSchema>;
