import type { MatchArea, TermKind } from '../../../edge/core/match/index.ts';

export const AREA_LABEL: Record<MatchArea, string> = {
  headline: 'Headline',
  about: 'About',
  experience: 'Experience',
  skills: 'Skills',
  certifications: 'Licenses & certifications',
  education: 'Education',
};

export const KIND_LABEL: Record<TermKind, string> = {
  skill: 'skill',
  tool: 'tool',
  certification: 'certification',
  term: 'keyword',
};

/** The band's colours, for a rate anywhere it is shown. */
export const TONE = {
  green: 'text-emerald-700 bg-emerald-50 ring-emerald-200',
  amber: 'text-amber-800 bg-amber-50 ring-amber-200',
  red: 'text-red-700 bg-red-50 ring-red-200',
} as const;
