// Keeps the rewrites worth a reader's time and records what each one is worth to the score. A rewrite that lowers
// its section's score is never offered. A headline option, an About draft or outline, and a role rewrite that keeps
// every number of the original and changes how it reads (results first, active openers, questions where a number
// is missing) are offered even when the rubric has no points to add: better for a reader is reason enough. The
// baseline is the profile scored with the same options, so the gain is the rubric's difference and nothing else.

import type { Profile } from '../profile/schema.ts';
import { scoreProfile } from '../rubric/score.ts';
import { norm, words } from '../rubric/text.ts';
import type { ScoreOptions } from '../rubric/types.ts';
import { applyRewrite, isOutline, type RewriteTarget, TARGET_SECTION, withoutPlaceholders } from './apply.ts';
import { aboutEmployer } from './grounded-writer.ts';
import { findNumbers } from './numbers.ts';
import { employer } from './own-lines.ts';
import type { ProContent, ProGains } from './schema.ts';

/** The role's own text, as the profile holds it. */
function original(profile: Profile, company: string, title: string): string {
  const key = (s: string | undefined) => norm(s ?? '').trim();
  return profile.work.find((w) => key(w.name) === key(company) && key(w.position) === key(title))?.summary ?? '';
}

/** A role rewrite a reader would prefer: built on real text, every number kept, and not the same text re-bulleted. */
export function betterToRead(profile: Profile, d: { company: string; title: string; description: string }): boolean {
  const before = original(profile, d.company, d.title);
  if ([...before.trim()].length < 80) return false;
  // Questions only, or nothing but what the employer does: nothing of theirs a reader would gain from.
  const own = d.description.split('\n').filter((b) => b.replace(/\[[^\]]*\]/g, '').replace(/[•\s]/g, '').length > 0);
  if (own.length === 0 || own.every((b) => aboutEmployer(b.replace(/^•\s*/, ''), employer(d.company)))) return false;
  const kept = new Set(findNumbers(d.description).map((n) => n.value));
  if (findNumbers(before).some((n) => !kept.has(n.value))) return false;
  const flat = (s: string) => words(s.replace(/\[[^\]]*\]/g, ' ')).join(' ');
  // Shorter by more than a fifth: it lost what the person wrote.
  if (flat(d.description).length < 0.8 * flat(before).length) return false;
  // A paragraph broken into one bullet per point reads better even with the same words.
  const split = own.length > before.split('\n').filter((l) => l.trim()).length;
  return split || flat(d.description) !== flat(before) || /\[[^\]]+\]/.test(d.description);
}

export function offerRewrites(
  profile: Profile,
  content: ProContent,
  recommendationGains: ProGains['recommendations'],
  options: ScoreOptions = {},
): ProContent {
  const base = scoreProfile(profile, options);
  // The section's gain, or -1 when the rewrite would lower the overall score (it weakens another section).
  const gain = (t: RewriteTarget, text: string) => {
    const after = scoreProfile(applyRewrite(profile, t, withoutPlaceholders(text)), options);
    if (after.overall_score < base.overall_score) return -1;
    return after.sections[TARGET_SECTION[t.field]].score - base.sections[TARGET_SECTION[t.field]].score;
  };
  const headlines = content.headline_variants
    .map((text) => ({ text, gain: gain({ field: 'headline' }, text) }))
    .filter((h) => h.gain > 0 || (h.gain === 0 && norm(h.text) !== norm(profile.basics.label ?? '')))
    .slice(0, 3);
  // The person's own About handed back unchanged is no help, whatever it scores.
  const sameAbout = norm(content.about_rewrite) === norm(profile.basics.summary ?? '');
  const aboutGain = content.about_rewrite && !sameAbout ? gain({ field: 'about' }, content.about_rewrite) : -1;
  const roles = content.improved_descriptions
    .map((d) => ({ d, gain: gain({ field: 'description', company: d.company, title: d.title }, d.description) }))
    .filter((r) => r.gain > 0 || (r.gain === 0 && betterToRead(profile, r.d)));
  return {
    recommendations: content.recommendations,
    headline_variants: headlines.map((h) => h.text),
    about_rewrite: aboutGain >= 0 ? content.about_rewrite : '',
    improved_descriptions: roles.map((r) => r.d),
    gains: {
      recommendations: recommendationGains,
      headline_variants: headlines.map((h) => h.gain),
      // An outline is help to write, not a text to paste: it is worth no points of its own.
      about_rewrite: aboutGain > 0 && !isOutline(content.about_rewrite) ? aboutGain : 0,
      improved_descriptions: roles.map((r) => r.gain),
    },
    strengths: content.strengths,
  };
}

/** The profile with the best headline option, the About draft and every role rewrite pasted in. */
export function pasteAll(profile: Profile, c: ProContent): Profile {
  const g = c.gains?.headline_variants ?? [];
  const best = c.headline_variants[g.indexOf(Math.max(...g))];
  let out = best ? applyRewrite(profile, { field: 'headline' }, withoutPlaceholders(best)) : profile;
  if (c.about_rewrite && !isOutline(c.about_rewrite))
    out = applyRewrite(out, { field: 'about' }, withoutPlaceholders(c.about_rewrite));
  for (const d of c.improved_descriptions)
    out = applyRewrite(out, { field: 'description', ...d }, withoutPlaceholders(d.description));
  return out;
}

/**
 * Rewrites are measured one at a time; pasted together, an About that quotes a role's result beside that role may
 * read as pasted text. Whatever would make the whole profile score lower is withdrawn: the About draft first,
 * then the role rewrites that add no points, latest last.
 */
export function keepTogether(profile: Profile, c: ProContent, options: ScoreOptions = {}): ProContent {
  const base = scoreProfile(profile, options).overall_score;
  const falls = (x: ProContent) => scoreProfile(pasteAll(profile, x), options).overall_score < base;
  let out = c;
  if (!falls(out)) return out;
  if (out.about_rewrite && !isOutline(out.about_rewrite))
    out = { ...out, about_rewrite: '', gains: out.gains && { ...out.gains, about_rewrite: 0 } };
  for (let i = out.improved_descriptions.length - 1; i >= 0 && falls(out); i--) {
    if ((out.gains?.improved_descriptions[i] ?? 0) > 0) continue;
    const keep = (_: unknown, j: number) => j !== i;
    out = {
      ...out,
      improved_descriptions: out.improved_descriptions.filter(keep),
      gains: out.gains && { ...out.gains, improved_descriptions: out.gains.improved_descriptions.filter(keep) },
    };
  }
  return out;
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
