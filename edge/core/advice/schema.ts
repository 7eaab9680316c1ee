// Pro content: what the LLM (or the rubric-only writer) returns. Two schemas on purpose:
// - ProContentWire is what we ask the model for (plain strings and arrays: OpenAI strict mode and local servers
//   reject length keywords), and
// - ProContentSchema is the contract we hand to the app, enforced after grounding and clamping.
import { z } from 'zod';

export const PRO_LIMITS = { headline: 220, about: 2600, description: 2000, recommendation: 400, roles: 3 } as const;
export const ADVICE_SECTIONS = ['headline', 'about', 'experience', 'skills', 'education'] as const;

const recs = z.array(z.string());
export const ProContentWire = z.object({
  recommendations: z.object({ headline: recs, about: recs, experience: recs, skills: recs, education: recs }),
  headline_variants: z.array(z.string()),
  about_rewrite: z.string(),
  improved_descriptions: z.array(z.object({ company: z.string(), title: z.string(), description: z.string() })),
});
export type ProContentWire = z.infer<typeof ProContentWire>;

const three = z.array(z.string().min(1).max(PRO_LIMITS.recommendation)).length(3);
export const ProContentSchema = z.object({
  recommendations: z.object({ headline: three, about: three, experience: three, skills: three, education: three }),
  headline_variants: z.array(z.string().min(1).max(PRO_LIMITS.headline)).length(3),
  about_rewrite: z.string().min(1).max(PRO_LIMITS.about),
  improved_descriptions: z
    .array(
      z.object({ company: z.string(), title: z.string(), description: z.string().min(1).max(PRO_LIMITS.description) }),
    )
    .max(PRO_LIMITS.roles),
});
export type ProContent = z.infer<typeof ProContentSchema>;
