// What a rewrite may mention: the facts of the profile as sent to the LLM (contact details already removed).
import { norm } from '../rubric/text.ts';
import { findNumbers } from './numbers.ts';
import type { LlmProfile } from './pii.ts';

export interface Facts {
  /** Normalised text of every field. */
  text: string;
  /** Employers and certification issuers (an entity in an employer position must be one of these). */
  orgs: string;
  schools: string;
  skills: string;
  numbers: Set<string>;
  percents: Set<string>;
}

function yearOf(d: string): number | null {
  const y = Number(d.slice(0, 4));
  return /^\d{4}/.test(d) && y > 1900 ? y : null;
}

/** Years named by the dates, and "N years of experience" derived from them (to asOfYear for a current role). */
function dateNumbers(p: LlmProfile, asOfYear?: number): string[] {
  const dated = [...p.work, ...p.education].flatMap((x) => [yearOf(x.start), yearOf(x.end)]).filter((y) => y !== null);
  const starts = p.work.map((w) => yearOf(w.start)).filter((y) => y !== null);
  const ends = p.work.map((w) => (w.end === 'Present' ? (asOfYear ?? null) : yearOf(w.end))).filter((y) => y !== null);
  const out = dated.map(String);
  if (starts.length) {
    const span = Math.max(...ends, ...starts) - Math.min(...starts);
    if (span > 0) out.push(String(span));
  }
  return out;
}

export function buildFacts(p: LlmProfile, asOfYear?: number): Facts {
  const fields = [
    p.headline,
    p.about,
    p.location,
    ...p.work.flatMap((w) => [w.company, w.title, w.location, w.description]),
    ...p.education.flatMap((e) => [e.school, e.degree, e.field]),
    ...p.skills,
    ...p.top_skills,
    ...p.certifications.flatMap((c) => [c.name, c.issuer]),
    ...p.languages,
  ];
  const joined = fields.join(' . ');
  const numbers = new Set<string>();
  const percents = new Set<string>();
  // Dates are left out of the text on purpose: "2021-02" must not make "2" (or "$2M") a fact.
  for (const t of findNumbers(joined)) {
    numbers.add(t.value);
    if (t.kind === 'percent') percents.add(t.value);
  }
  for (const y of dateNumbers(p, asOfYear)) numbers.add(y);
  numbers.add(String(p.work.length));
  return {
    text: norm(joined),
    orgs: norm(
      [
        ...p.work.map((w) => w.company),
        ...p.certifications.map((c) => c.issuer),
        ...p.education.map((e) => e.school),
      ].join(' . '),
    ),
    schools: norm(p.education.map((e) => e.school).join(' . ')),
    skills: norm([...p.skills, ...p.top_skills].join(' . ')),
    numbers,
    percents,
  };
}
