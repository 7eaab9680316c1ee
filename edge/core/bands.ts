// Both score scales of the product specification (section 4): the result view / dashboard scale and the analysis-page
// scale.
export type BandTone = 'green' | 'amber' | 'red';
export interface Band {
  label: string;
  tone: BandTone;
}

/** Result view and dashboard: 80+ Excellent, 60-79 Good, below 60 Needs Work. */
export function resultBand(score: number): Band {
  if (score >= 80) return { label: 'Excellent', tone: 'green' };
  if (score >= 60) return { label: 'Good', tone: 'amber' };
  return { label: 'Needs Work', tone: 'red' };
}

/** Analysis page: 90-100 Excellent, 80-89 Very Good, 70-79 Good, 60-69 Fair, 0-59 Needs Work. */
export function detailedBand(score: number): Band {
  if (score >= 90) return { label: 'Excellent', tone: 'green' };
  if (score >= 80) return { label: 'Very Good', tone: 'green' };
  if (score >= 70) return { label: 'Good', tone: 'amber' };
  if (score >= 60) return { label: 'Fair', tone: 'amber' };
  return { label: 'Needs Work', tone: 'red' };
}
