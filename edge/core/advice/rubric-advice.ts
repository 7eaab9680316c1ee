// Rubric-only Pro content: no model, no network. Suggestions name the person's own roles, skills and lines; rewrites
// are assembled from their own sentences and results by the grounded writer, and only those that raise their
// section's score are offered, each with its gain.
import { headlineTerms, matchProfile } from '../match/index.ts';
import type { Profile } from '../profile/schema.ts';
import { buildContext } from '../rubric/context.ts';
import { detectLanguage } from '../rubric/lang/detect.ts';
import { scoreProfile } from '../rubric/score.ts';
import type { Analysis, PartId, ScoreOptions, SectionResult } from '../rubric/types.ts';
import { clamp } from './ground-content.ts';
import { aboutDraft, aboutOutlineFor, headlineVariants, ownSkills, roleDescription } from './grounded-writer.ts';
import { strengths as strongNotes } from './next-steps.ts';
import { findNumbers } from './numbers.ts';
import { keepTogether, offerRewrites } from './offer.ts';
import { ownLines } from './own-lines.ts';
import { llmProfile } from './pii.ts';
import { ADVICE_SECTIONS, PRO_LIMITS, type ProContent, type ProGains } from './schema.ts';
import { adviceInputs, sectionAdvice } from './suggestions.ts';

/** The model name stored with rubric-only content, so a reader can tell it from an LLM's. */
export const RUBRIC_ONLY_MODEL = 'rubric-only';

/** The language the person wrote in, not LinkedIn's interface language (older analyses lack it: fall back). */
export function contentLanguage(profile: Profile, analysis: Pick<Analysis, 'content_language'>): string {
  const lang = analysis.content_language;
  if (lang && lang !== 'und') return lang;
  // Too little prose to tell: their titles and headline are still their own words, the interface's are not.
  const own = [profile.basics.label, ...profile.work.map((w) => `${w.position}. ${w.summary ?? ''}`)].join('\n');
  const guess = detectLanguage(own);
  return guess !== 'und' ? guess : profile.meta.language || 'en';
}

/** Every grounded rewrite, before the gain filter (the LLM path falls back to these field by field). */
export function groundedRewrites(profile: Profile, lang: string, target?: string) {
  const p = llmProfile(profile);
  const lines = ownLines(p, lang);
  const skills = ownSkills(p, lines);
  const prefer = target?.trim() ? headlineTerms(matchProfile(profile, target), 3).map((t) => t.term) : [];
  return {
    p,
    lines,
    headlines: headlineVariants(p, lines, prefer),
    about: aboutDraft(p, lines, buildContext(profile).content.about.cliches),
    // The three latest roles (questions where one has no text), then every other role with text worth reworking.
    descriptions: lines.roles
      .filter((r, i) => i < 3 || r.chars >= 200)
      .slice(0, PRO_LIMITS.roles)
      .map((r) => ({
        company: r.company,
        title: r.title,
        description: roleDescription(r, skills, lang),
      })),
  };
}

/** `target`: the job ad or role the analysis is matched against; headline variants lead with its backed terms. */
export function rubricOnlyContent(
  profile: Profile,
  analysis: Analysis,
  options: ScoreOptions = {},
  target?: string,
): ProContent {
  const w = groundedRewrites(profile, contentLanguage(profile, analysis), target);
  const base = scoreProfile(profile, options);
  const inputs = adviceInputs(profile, base, w.p, w.lines, w, options);
  const recommendations = {} as ProContent['recommendations'];
  const gains = {} as ProGains['recommendations'];
  const strengths = {} as NonNullable<ProContent['strengths']>;
  for (const s of ADVICE_SECTIONS) {
    const items = sectionAdvice(inputs, s);
    recommendations[s] = items.map((x) => x.text);
    gains[s] = items.map((x) => x.gain);
    strengths[s] = strongNotes(inputs, s).map((x) => clamp(x, PRO_LIMITS.recommendation));
  }
  const content: ProContent = {
    recommendations,
    strengths,
    headline_variants: w.headlines,
    about_rewrite: w.about,
    improved_descriptions: w.descriptions.filter((d) => d.description),
  };
  const offered = keepTogether(profile, offerRewrites(profile, content, gains, options), options);
  if (offered.about_rewrite || !w.about) return offered;
  // A solid About (long, with results) is never swapped for an outline: the draft keeps their own text.
  if (strongAbout(w.p.about)) return { ...offered, about_rewrite: w.about };
  // No draft reads better than what they have: an outline of their own results helps them write it themselves.
  const outline = aboutOutlineFor(w.p, w.lines);
  return { ...offered, about_rewrite: outline };
}

/** An About a recruiter would call solid: 1,000 characters or more, with a number in it. */
export function strongAbout(about: string): boolean {
  return [...about.trim()].length >= 1000 && findNumbers(about).length > 0;
}

/**
 * The analysis with its one set of suggestions: each part's personal suggestions (largest gain first), in place of
 * the rubric's generic fix texts, so the result, the basics card, the reports and the API say the same thing.
 */
export function personalAnalysis(
  profile: Profile,
  analysis: Analysis,
  options: ScoreOptions = {},
  target?: string,
): Analysis {
  // The same inputs as the Pro content's (rubricOnlyContent): a job ad shapes the headline advice in both.
  const w = groundedRewrites(profile, contentLanguage(profile, analysis), target);
  const inputs = adviceInputs(profile, scoreProfile(profile, options), w.p, w.lines, w, options);
  const part = (id: PartId, s: SectionResult): SectionResult => ({
    ...s,
    suggestions: sectionAdvice(inputs, id).map((x) => ({ check_id: x.check_id, text: x.text, gain: x.gain })),
  });
  const sections = Object.fromEntries(
    Object.entries(analysis.sections).map(([id, s]) => [id, part(id as PartId, s)]),
  ) as Analysis['sections'];
  return { ...analysis, sections, basics: part('basics', analysis.basics) };
}
