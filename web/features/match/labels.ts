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
