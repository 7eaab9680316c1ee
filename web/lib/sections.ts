// Display names and order of the five sections (docs/design.md 9.7: all five are shown), and tone colours.
import type { BandTone } from '../../edge/core/bands.ts';
import { SECTION_IDS, type SectionId } from '../../edge/core/rubric/types.ts';
import { SECTION_WEIGHTS } from '../../edge/core/rubric/weights.ts';

export { SECTION_IDS, type SectionId };

export const SECTION_TITLE: Record<SectionId, string> = {
  headline: 'Headline',
  about: 'About Section',
  experience: 'Professional Experience',
  skills: 'Skills',
  education: 'Education',
};

/** Short names for bars and chart legends, where the full titles do not fit on a phone. */
export const SECTION_SHORT: Record<SectionId, string> = {
  headline: 'Headline',
  about: 'About',
  experience: 'Experience',
  skills: 'Skills',
  education: 'Education',
};

export const sectionWeight = (id: SectionId) => SECTION_WEIGHTS[id];

export const TONE_BAR: Record<BandTone, string> = {
  green: 'bg-emerald-500',
  amber: 'bg-amber-500',
  red: 'bg-red-500',
};

export const TONE_STROKE: Record<BandTone, string> = {
  green: 'stroke-emerald-500',
  amber: 'stroke-amber-500',
  red: 'stroke-red-500',
};

export const sectionAnchor = (id: SectionId) => `section-${id}`;
