// Pro advice, end to end: ask the configured LLM (through the cache), ground and clamp what it says, and on ANY
// failure (timeout, HTTP error, malformed JSON, schema mismatch, refusal) answer with rubric-only content.
// The user never sees an error from here, and scores never come from here.

import { buildFacts } from '../core/advice/facts.ts';
import { type GroundingReport, groundContent } from '../core/advice/ground-content.ts';
import { offerRewrites, padFromFallback } from '../core/advice/offer.ts';
import { llmProfile } from '../core/advice/pii.ts';
import { RUBRIC_ONLY_MODEL, rubricOnlyContent } from '../core/advice/rubric-advice.ts';
import { type ProContent, ProContentSchema, ProContentWire } from '../core/advice/schema.ts';
import type { Profile } from '../core/profile/schema.ts';
import type { Analysis, ScoreOptions } from '../core/rubric/types.ts';
import type { Clock, Llm, Logger } from '../ports.ts';
import { CachedLlm } from './cached-llm.ts';

export interface AdviceResult {
  content: ProContent;
  model: string;
  source: 'llm' | 'rubric-only';
  cached: boolean;
  grounding: GroundingReport;
  /** Why the LLM answer was not used (short, no profile text). */
  fallback_reason?: string;
}

export interface AdviceServiceOptions {
  /** null or undefined: rubric-only. */
  llm?: Llm | null;
  cacheSize?: number;
  logger?: Logger;
  clock?: Clock;
}

export interface AdviceService {
  readonly model: string;
  /** `profile` is a parsed Profile: a request's profile is validated once, where it arrives. */
  /** `options` are the ones `analysis` was scored with (its date above all), so the advice speaks of that score. */
  advise(
    profile: Profile,
    analysis: Analysis,
    targetRole?: string,
    signal?: AbortSignal,
    options?: ScoreOptions,
  ): Promise<AdviceResult>;
}

function zeroGains(c: ProContent): NonNullable<ProContent['gains']>['recommendations'] {
  const z = (xs: string[]) => xs.map(() => 0);
  const r = c.recommendations;
  return {
    headline: z(r.headline),
    about: z(r.about),
    experience: z(r.experience),
    skills: z(r.skills),
    education: z(r.education),
  };
}

function reason(err: unknown): string {
  const e = err as { name?: string; status?: number; message?: string };
  if (e?.status) return `HTTP ${e.status}`;
  return (e?.name && e.name !== 'Error' ? e.name : e?.message?.slice(0, 120)) || 'unknown error';
}

export function createAdviceService(opts: AdviceServiceOptions = {}): AdviceService {
  const primary = opts.llm ? new CachedLlm(opts.llm, opts.cacheSize ?? 500) : null;
  return {
    model: primary?.model ?? RUBRIC_ONLY_MODEL,
    async advise(profile, analysis, targetRole, signal, options: ScoreOptions = {}) {
      const fallback = ProContentSchema.parse(rubricOnlyContent(profile, analysis, options, targetRole));
      const view = llmProfile(profile);
      const facts = buildFacts(view, opts.clock?.now().getUTCFullYear());
      const roles = view.work.map((w) => ({ company: w.company, title: w.title }));
      let fallback_reason: string | undefined;
      if (primary) {
        try {
          const raw = await primary.advise({ profile, analysis, targetRole }, signal);
          const wire = ProContentWire.parse(raw.content);
          const { content: grounded, report } = groundContent(wire, facts, fallback, roles);
          // Only rewrites that raise their section's score are offered; what the model loses, the grounded writer fills.
          const recGains = fallback.gains?.recommendations ?? zeroGains(fallback);
          const content = padFromFallback(offerRewrites(profile, grounded, recGains, options), fallback);
          return {
            content: ProContentSchema.parse(content),
            model: raw.model,
            source: 'llm',
            cached: raw.cached === true,
            grounding: report,
          };
        } catch (err) {
          fallback_reason = reason(err);
          opts.logger?.warn('llm advice failed; using rubric-only advice', {
            model: primary.model,
            reason: fallback_reason,
          });
        }
      }
      // Rubric-only content is grounded by construction; running the check anyway keeps that promise honest.
      const { content, report } = groundContent(fallback, facts, fallback, roles);
      return {
        content: ProContentSchema.parse({ ...content, gains: fallback.gains }),
        model: RUBRIC_ONLY_MODEL,
        source: 'rubric-only',
        cached: false,
        grounding: report,
        fallback_reason,
      };
    },
  };
}
