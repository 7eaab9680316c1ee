import type { ColumnSplit } from './columns.ts';
import { parseErrors } from './errors.ts';
import { lookupHeading } from './locales/index.ts';
import type { Layout, Line } from './pipeline-types.ts';
import type { DocumentMeta, PageInfo } from './text-item.ts';

// Which kind of document is this? LinkedIn has produced its "Save to PDF" exports with Apache FOP: 1.x for the
// single-column 2016-17 layout, 2.x for the two-column layout since 2018. Metadata alone is not enough (FOP is a
// general tool, and metadata can be stripped), so geometry must agree: a modern export has a sidebar and the name as
// the largest text at the top of the main column; a legacy one has the name at the top-left of a single column.

const FOP_RE = /apache fop(?: version (\d+))?/i;

type MetaVerdict = 'modern' | 'legacy' | 'other' | 'none';

function fromMeta(meta: DocumentMeta | undefined): MetaVerdict {
  const tags = [meta?.producer, meta?.creator].filter((s): s is string => !!s && s.trim() !== '');
  for (const tag of tags) {
    const m = FOP_RE.exec(tag);
    if (m) return m[1] && +m[1] < 2 ? 'legacy' : 'modern';
  }
  if (meta?.author === 'LinkedIn' && meta?.title === 'Resume') return 'modern';
  // Only a producer names the program that wrote the file; exports from before 2016 carry none, and a creator
  // alone is not enough to refuse them: they are judged by geometry and headings, as files with no metadata are.
  return meta?.producer?.trim() ? 'other' : 'none';
}

function fromGeometry(lines: Line[], split: ColumnSplit, pages: PageInfo[]): 'modern' | 'legacy' | null {
  const first = lines.filter((l) => l.page === 1);
  if (!first.length) return null;
  const width = pages[0]?.width || Math.max(...first.map((l) => l.right));
  const top = [...first].sort((a, b) => a.top - b.top);
  const name = top.find((l) => l.fontSize >= split.nameSize * 0.92);
  if (!name) return null;
  const sizes = first.map((l) => l.fontSize).sort((a, b) => a - b);
  const median = sizes[Math.floor(sizes.length / 2)];
  if (name.fontSize < median * 1.4) return null;
  if (split.boundary !== null && name.column === 'main') return 'modern';
  const mainFirst = top.filter((l) => l.column === 'main');
  if (name.x < width * 0.2 && mainFirst.indexOf(name) <= 1) return 'legacy';
  return null;
}

// Legacy exports close with "Contact <first name> on LinkedIn", even when the profile above it is nearly empty.
const CONTACT_ON_LINKEDIN = /^contact \S.* on linkedin$/i;

const linkedInEvidence = (lines: Line[]) =>
  lines.filter((l) => lookupHeading(l.text)).length +
  (lines.some((l) => /linkedin\.com\/in\//i.test(l.text)) ? 2 : 0) +
  (lines.some((l) => CONTACT_ON_LINKEDIN.test(l.text)) ? 3 : 0);

export interface LayoutVerdict {
  layout: Layout;
  verified: boolean; // false: no producer metadata, accepted on geometry and headings alone (flagged in warnings)
}

/** Throws NOT_LINKEDIN_EXPORT unless metadata and geometry agree that this is a LinkedIn export. */
export function detectLayout(
  mode: 'pdf' | 'image',
  meta: DocumentMeta | undefined,
  lines: Line[],
  split: ColumnSplit,
  pages: PageInfo[],
): LayoutVerdict {
  if (mode === 'image') return { layout: 'image', verified: false };
  const verdict = fromMeta(meta);
  if (verdict === 'other') throw parseErrors.notLinkedIn();
  const geometry = fromGeometry(lines, split, pages);
  const evidence = linkedInEvidence(lines);
  if (!geometry) throw parseErrors.notLinkedIn();
  // Without metadata we ask for more: several known headings or the profile URL.
  if (evidence < (verdict === 'none' ? 3 : 1)) throw parseErrors.notLinkedIn();
  return { layout: geometry, verified: verdict !== 'none' };
}
