import { lookupHeading, MONTHS } from './locales/index.ts';
import type { Line, Section } from './pipeline-types.ts';
import { fold } from './text.ts';

// Interface language of the export: a vote of the section headings and of the month names in date lines. A word
// shared by several languages ("Certifications" is English and French) splits its vote between them.
export function detectLanguage(sections: Section[], lines: Line[]): string {
  const votes = new Map<string, number>();
  const vote = (langs: string[], weight: number) => {
    for (const l of langs) votes.set(l, (votes.get(l) ?? 0) + weight / langs.length);
  };
  for (const s of sections) {
    const hit = s.heading && lookupHeading(s.heading.text);
    if (hit) vote(hit.langs, 2);
  }
  for (const line of lines) {
    if (/[年년]\s*\d{1,2}\s*[月월]/.test(line.text)) vote([/년/.test(line.text) ? 'ko' : 'zh'], 1);
    const m = /^(\p{L}+)\.?\s+(?:de\s+)?\d{4}\s*[-–]/u.exec(line.text);
    const month = m && MONTHS.get(fold(m[1]));
    if (month) vote(month.langs, 1);
  }
  const ranked = [...votes.entries()].sort((a, b) => b[1] - a[1]);
  return ranked[0]?.[0] ?? 'en';
}
