// THE rubric numbers: part weights, check weights (max points) and thresholds. Change a number here, bump
// RUBRIC_VERSION, and re-render docs/rubric.md (`npm run -s score -- --rubric-doc > docs/rubric.md`).
import type { PartId } from './types.ts';

export const RUBRIC_VERSION = '2026.3';

/**
 * Overall score = weighted mean of the five sections and the profile basics (weights sum to 100). Experience and
 * the headline weigh most, as they do for a recruiter.
 */
export const PART_WEIGHTS: Record<PartId, number> = {
  headline: 20,
  about: 20,
  experience: 40,
  skills: 5,
  education: 10,
  basics: 5,
};

/** The five sections' weights (the profile basics carry PART_WEIGHTS.basics). */
export const SECTION_WEIGHTS = {
  headline: PART_WEIGHTS.headline,
  about: PART_WEIGHTS.about,
  experience: PART_WEIGHTS.experience,
  skills: PART_WEIGHTS.skills,
  education: PART_WEIGHTS.education,
} as const;

/** Max points per check; each part's checks sum to 100. Order here is the display and tie-break order. */
export const CHECK_WEIGHTS: Record<PartId, Record<string, number>> = {
  headline: {
    'headline.length': 10,
    'headline.role': 15,
    'headline.current': 10,
    'headline.beyond_title': 15,
    'headline.keywords': 10,
    'headline.value': 25,
    'headline.clean': 15,
  },
  about: {
    'about.length': 25,
    'about.hook': 15,
    'about.results': 20,
    'about.keywords': 15,
    'about.original': 15,
    'about.readable': 5,
    'about.call_to_action': 5,
  },
  experience: {
    'experience.roles': 5,
    'experience.current_role': 10,
    'experience.descriptions': 25,
    'experience.results': 25,
    'experience.action_verbs': 10,
    'experience.duties': 10,
    'experience.original': 10,
    'experience.gaps': 5,
  },
  skills: {
    'skills.relevant': 50,
    'skills.backed': 30,
    'skills.certifications': 10,
    'skills.count': 10,
  },
  education: {
    'education.entries': 10,
    'education.degree': 10,
    'education.field': 10,
    'education.relevant': 5,
    'education.level': 45,
    'education.depth': 10,
    'education.dates': 10,
  },
  basics: {
    'basics.contact': 40,
    'basics.custom_url': 40,
    'basics.languages': 20,
  },
};

/** A part whose content checks earn less than this share of their points is capped at GATE_CAP. */
export const GATE_MIN_SHARE = 0.5;
/** Just below "Good" (60) on the result scale. */
export const GATE_CAP = 59;

/**
 * When at least this many of headline, About and experience are capped for empty content (clichés, slogan numbers,
 * a template, placeholders, pasted text, instructions), the overall score is capped too: skills, education and
 * contact details cannot make a profile that pretends look strong.
 */
export const PRETEND_GATE = { sections: 2, cap: 40 } as const;
/** The gates that mean "empty content" (the caps of 35 and below on the content sections). */
export const PRETEND_CAP = 35;

export interface GateRule {
  check: string;
  /** The gate closes when the check earns less than this share of its points. */
  below: number;
  cap: number;
  reason: string;
}

/**
 * Content checks that, when they fail, cap their section whatever the completeness checks earn: the anchors a
 * recruiter uses ("no value or proof: at most a clear title", "stale: 20 or less", "duties without results: ~50").
 */
export const GATES: Partial<Record<PartId, GateRule[]>> = {
  headline: [
    { check: 'headline.current', below: 1, cap: 20, reason: 'it names a former job or an old status' },
    { check: 'headline.role', below: 0.5, cap: 40, reason: 'it does not say what you do' },
    { check: 'headline.clean', below: 1, cap: 35, reason: 'it relies on clichés, filler or keyword lists' },
    { check: 'headline.value', below: 0.5, cap: GATE_CAP, reason: 'it states no value or proof' },
  ],
  about: [
    { check: 'about.original', below: 0.5, cap: 35, reason: 'it is a template or empty phrases' },
    { check: 'about.results', below: 0.5, cap: GATE_CAP, reason: 'it shows no result with a number' },
  ],
  experience: [
    { check: 'experience.original', below: 0.5, cap: 35, reason: 'the descriptions are pasted, clichés or filler' },
    { check: 'experience.results', below: 0.5, cap: 49, reason: 'no recent role shows a result with a number' },
  ],
};

/** Published limits and our thresholds (sources in catalog.ts / docs/rubric.md). */
export const LIMITS = {
  headlineMax: 220,
  headlineSearchVisible: 65,
  headlineGoodMin: 70,
  headlineOkMin: 40,
  headlineStuffedItems: 8,
  aboutMax: 2600,
  aboutThin: 150,
  aboutPreview: 300,
  aboutGoodMin: 1000,
  aboutParagraphsFrom: 600,
  aboutKeywordsGood: 3,
  aboutResultsGood: 2,
  descriptionMax: 2000,
  descriptionGoodMin: 200,
  recentRoles: 5,
  describedShareGood: 0.8,
  actionVerbsGood: 5,
  actionVerbsOk: 2,
  gapMonths: 6,
  skillsMax: 100,
  skillsGood: 15,
  skillsOk: 5,
  inContextSkills: 10,
  skillsNamedInText: 3,
  headlineKeywordsGood: 2,
  studentMonthsOfWork: 36,
  datesOptionalMonthsOfWork: 180,
} as const;

/** Share of points for a partial result where a check has only one partial level. */
export const PARTIAL = 0.5;
