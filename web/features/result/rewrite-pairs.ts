// Before/after pairs for a section: the person's current text beside each offered rewrite, with the points the
// rewrite adds to the section. Gains are measured on the server when the advice is made, which offers a rewrite
// that adds no points only where it reads better (and never one that costs points); content stored before that is
// measured here with the same pure rubric, and a rewrite that would not raise the score is left out.
import { isOutline, rewriteGain } from '../../../edge/core/advice/apply.ts';
import type { AnalysisDto, StoredPro } from '../../../edge/core/analysis/dto.ts';
import { buildContext } from '../../../edge/core/rubric/context.ts';
import type { SectionId } from '../../lib/sections.ts';

export interface RewritePair {
  label: string;
  before: string;
  after: string;
  gain: number;
}

function currentDescription(analysis: AnalysisDto, company: string, title: string): string {
  const key = (s: string | undefined) => (s ?? '').trim().toLowerCase();
  return (
    buildContext(analysis.profile).roles.find((w) => key(w.name) === key(company) && key(w.position) === key(title))
      ?.summary ?? ''
  );
}

export function rewritePairs(id: SectionId, analysis: AnalysisDto, pro: StoredPro): RewritePair[] {
  const c = pro.content;
  const g = c.gains;
  // A gain measured here (content stored before gains were) must be positive for the rewrite to be shown.
  const measure = (stored: number | undefined, target: Parameters<typeof rewriteGain>[2], text: string) =>
    stored ?? (rewriteGain(analysis.profile, analysis, target, text) || -1);
  const pairs: RewritePair[] = [];
  if (id === 'headline')
    c.headline_variants.forEach((after, i) => {
      const gain = measure(g?.headline_variants[i], { field: 'headline' }, after);
      pairs.push({ label: `Headline, option ${i + 1}`, before: analysis.profile.basics.label ?? '', after, gain });
    });
  if (id === 'about' && c.about_rewrite)
    pairs.push({
      label: isOutline(c.about_rewrite) ? 'About: an outline to fill in' : 'About',
      before: analysis.profile.basics.summary ?? '',
      after: c.about_rewrite,
      gain: measure(g?.about_rewrite, { field: 'about' }, c.about_rewrite),
    });
  if (id === 'experience')
    c.improved_descriptions.forEach((d, i) => {
      const target = { field: 'description' as const, company: d.company, title: d.title };
      pairs.push({
        label: [d.title, d.company].filter(Boolean).join(' · '),
        before: currentDescription(analysis, d.company, d.title),
        after: d.description,
        gain: measure(g?.improved_descriptions[i], target, d.description),
      });
    });
  return pairs.filter((p) => p.gain >= 0);
}
