// Keeps only the rewrites that raise their section's score, and records what each one is worth. The baseline is
// the profile scored with the same options, so the gain is the rubric's difference and nothing else.
import type { Profile } from '../profile/schema.ts';
import { scoreProfile } from '../rubric/score.ts';
import type { ScoreOptions } from '../rubric/types.ts';
import { rewriteGain } from './apply.ts';
import type { ProContent, ProGains } from './schema.ts';

export function offerRewrites(
  profile: Profile,
  content: ProContent,
  recommendationGains: ProGains['recommendations'],
  options: ScoreOptions = {},
): ProContent {
  const base = scoreProfile(profile, options);
  const gain = (t: Parameters<typeof rewriteGain>[2], text: string) => rewriteGain(profile, base, t, text, options);
  const headlines = content.headline_variants
    .map((text) => ({ text, gain: gain({ field: 'headline' }, text) }))
    .filter((h) => h.gain > 0);
  const aboutGain = content.about_rewrite ? gain({ field: 'about' }, content.about_rewrite) : 0;
  const roles = content.improved_descriptions
    .map((d) => ({ d, gain: gain({ field: 'description', company: d.company, title: d.title }, d.description) }))
    .filter((r) => r.gain > 0);
  return {
    recommendations: content.recommendations,
    headline_variants: headlines.map((h) => h.text),
    about_rewrite: aboutGain > 0 ? content.about_rewrite : '',
    improved_descriptions: roles.map((r) => r.d),
    gains: {
      recommendations: recommendationGains,
      headline_variants: headlines.map((h) => h.gain),
      about_rewrite: aboutGain > 0 ? aboutGain : 0,
      improved_descriptions: roles.map((r) => r.gain),
    },
    strengths: content.strengths,
  };
}

/**
 * Fills, field by field, what the LLM's answer lost to the gain filter with the grounded writer's offered rewrites
 * (themselves already filtered), so one weak field never costs the person the others.
 */
export function padFromFallback(content: ProContent, fallback: ProContent): ProContent {
  const g = content.gains;
  const fg = fallback.gains;
  if (!g || !fg) return content;
  const headlines = content.headline_variants.map((text, i) => ({ text, gain: g.headline_variants[i] }));
  fallback.headline_variants.forEach((text, i) => {
    if (headlines.length < 3 && !headlines.some((h) => h.text === text))
      headlines.push({ text, gain: fg.headline_variants[i] });
  });
  const useFallbackAbout = !content.about_rewrite && fallback.about_rewrite !== '';
  const roles = content.improved_descriptions.map((d, i) => ({ d, gain: g.improved_descriptions[i] }));
  fallback.improved_descriptions.forEach((d, i) => {
    if (!roles.some((r) => r.d.company === d.company && r.d.title === d.title))
      roles.push({ d, gain: fg.improved_descriptions[i] });
  });
  const order = (d: { company: string; title: string }) =>
    fallback.improved_descriptions.findIndex((f) => f.company === d.company && f.title === d.title);
  roles.sort((x, y) => (order(x.d) < 0 ? 99 : order(x.d)) - (order(y.d) < 0 ? 99 : order(y.d)));
  return {
    recommendations: content.recommendations,
    headline_variants: headlines.map((h) => h.text),
    about_rewrite: useFallbackAbout ? fallback.about_rewrite : content.about_rewrite,
    improved_descriptions: roles.map((r) => r.d),
    gains: {
      recommendations: g.recommendations,
      headline_variants: headlines.map((h) => h.gain),
      about_rewrite: useFallbackAbout ? fg.about_rewrite : g.about_rewrite,
      improved_descriptions: roles.map((r) => r.gain),
    },
    strengths: content.strengths ?? fallback.strengths,
  };
}
