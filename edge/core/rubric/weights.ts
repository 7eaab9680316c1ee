// THE rubric numbers: section weights, check weights (max points) and thresholds. Change a number here, bump
// RUBRIC_VERSION, and re-render docs/rubric.md (`npm run -s score -- --rubric-doc > docs/rubric.md`).
import type { SectionId } from './types.ts';

export const RUBRIC_VERSION = '2025.1';

/** Overall score = weighted mean of the section scores (weights sum to 100). */
export const SECTION_WEIGHTS: Record<SectionId, number> = {
  headline: 20,
  about: 20,
  experience: 30,
  skills: 15,
  education: 15,
};

/** Max points per check; each section's checks sum to 100. Order here is the display and tie-break order. */
export const CHECK_WEIGHTS: Record<SectionId, Record<string, number>> = {
  headline: {
    'headline.length': 20,
    'headline.front_loaded': 20,
    'headline.keywords': 15,
    'headline.beyond_title': 10,
    'headline.value': 10,
    'headline.no_cliches': 5,
    'headline.custom_url': 10,
    'headline.contact': 10,
  },
  about: {
    'about.length': 25,
    'about.hook': 20,
    'about.quantified': 20,
    'about.keywords': 15,
    'about.readable': 10,
    'about.call_to_action': 10,
  },
  experience: {
    'experience.roles': 10,
    'experience.current_role': 15,
    'experience.descriptions': 20,
    'experience.within_limit': 5,
    'experience.quantified': 20,
    'experience.strong_verbs': 15,
    'experience.weak_phrases': 5,
    'experience.gaps': 10,
  },
  skills: {
    'skills.count': 30,
    'skills.top_skills': 25,
    'skills.in_context': 25,
    'skills.certifications': 10,
    'skills.languages': 10,
  },
  education: {
    'education.entries': 40,
    'education.degree': 20,
    'education.field': 20,
    'education.dates': 20,
  },
};

/** Published limits and our thresholds (sources in catalog.ts / docs/rubric.md). */
export const LIMITS = {
  headlineMax: 220,
  headlineSearchVisible: 65,
  headlineGoodMin: 70,
  headlineOkMin: 40,
  aboutMax: 2600,
  aboutPreview: 300,
  aboutGoodMin: 1000,
  aboutOkMin: 300,
  aboutParagraphsFrom: 600,
  descriptionMax: 2000,
  descriptionGoodMin: 200,
  recentRoles: 5,
  quantifiedRolesTarget: 2,
  strongVerbsGood: 5,
  strongVerbsOk: 2,
  gapMonths: 6,
  skillsMax: 100,
  skillsGood: 15,
  skillsOk: 5,
  topSkillsGood: 3,
  inContextSkills: 10,
  inContextGood: 0.5,
  aboutKeywordsGood: 3,
  headlineKeywordsGood: 2,
  targetKeywordsMax: 12,
} as const;

/** Share of points for a partial result where a check has only one partial level. */
export const PARTIAL = 0.5;
