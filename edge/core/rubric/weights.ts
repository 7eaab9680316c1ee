// THE rubric numbers: part weights, check weights (max points) and thresholds. Change a number here, bump
// RUBRIC_VERSION, and re-render docs/rubric.md (`npm run -s score -- --rubric-doc > docs/rubric.md`).
import type { PartId, SectionId } from './types.ts';

export const RUBRIC_VERSION = '2026.4';

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
  // Headline: what recruiters search and read first (a specific current role, the specialty, searchable keywords),
  // then value or proof. From the anchors of a recruiter's scale: a bare "Title at Company" earns role + current +
  // clean = 40; a clear title with a little more about 60; title, specialty and keywords 80; with proof 100.
  headline: {
    'headline.length': 5,
    'headline.role': 20,
    'headline.current': 10,
    'headline.beyond_title': 15,
    'headline.keywords': 20,
    'headline.value': 20,
    'headline.clean': 10,
  },
  // About: numbers are what separate a real About from a generic paragraph (about 50 without them).
  about: {
    'about.length': 20,
    'about.hook': 15,
    'about.results': 30,
    'about.keywords': 15,
    'about.original': 10,
    'about.readable': 5,
    'about.call_to_action': 5,
  },
  // Experience: roles described as duties, with no result, land near 50; every recent role quantified near 100.
  experience: {
    'experience.roles': 5,
    'experience.current_role': 10,
    'experience.descriptions': 20,
    'experience.results': 35,
    'experience.action_verbs': 10,
    'experience.duties': 10,
    'experience.original': 5,
    'experience.gaps': 5,
  },
  skills: {
    'skills.relevant': 40,
    'skills.backed': 40,
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

/**
 * Checks that one edit satisfies together, for ranking advice by what acting on it earns: a headline is one line
 * rewritten at once (role, specialty, keywords and proof in the same words).
 */
export const ONE_EDIT: Partial<Record<SectionId, string[][]>> = {
  // In the order a headline is rewritten: make it current, name the role, say more than the title, keywords, value.
  headline: [
    [
      'headline.current',
      'headline.role',
      'headline.beyond_title',
      'headline.keywords',
      'headline.value',
      'headline.length',
    ],
  ],
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
  /** The gate closes when the check earns less than this share of its points ... */
  below?: number;
  /** ... or when the check finds the text clearly empty (Finding.empty). */
  empty?: true;
  cap: number;
  /** Says what the check beside it found, in the same words. */
  reason: string;
}

/**
 * Content failures that cap their section whatever the completeness checks earn. Only clear evidence caps ("stale:
 * 20 or less", "empty content"); a weak but real text (duties without numbers, a keyword-rich headline that names a
 * role, two clichés in a real About) loses the check's points and is not capped.
 */
export const GATES: Partial<Record<PartId, GateRule[]>> = {
  headline: [
    {
      check: 'headline.current',
      below: 0.5,
      cap: 20,
      reason: 'it does not show your current position (a former job, an old status, or stock phrases only)',
    },
    {
      check: 'headline.clean',
      empty: true,
      cap: 35,
      reason: 'it is placeholders, instructions or clichés with nothing else',
    },
  ],
  about: [
    {
      check: 'about.original',
      empty: true,
      cap: 35,
      reason: "it is mostly LinkedIn's template, placeholders, instructions or a stack of clichés",
    },
  ],
  experience: [
    {
      check: 'experience.original',
      empty: true,
      cap: 35,
      reason: 'the recent descriptions are mostly pasted text, placeholders or a stack of clichés',
    },
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
  roleResultsGood: 2,
  actionVerbsGood: 5,
  actionVerbsOk: 2,
  gapMonths: 6,
  // A latest role that ended this recently is a person between jobs, not a missing current role.
  betweenRolesMonths: 12,
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
