// What a recruiter would bother to say: a gap only in the recent past, an education change only for a degree entry,
// a headline term only when the headline lacks it, no number asked of someone months into a first job.
import type { Education } from '../profile/schema.ts';
import { formatMonth, gapsBetween, type Interval, monthIndex } from '../rubric/dates.ts';
import { norm, words } from '../rubric/text.ts';
import { LIMITS } from '../rubric/weights.ts';
import type { AdviceInputs } from './suggestions.ts';

/** A gap older than this many years is history a recruiter does not ask about. */
const RECENT_GAP_YEARS = 6;

/** The latest gap between roles not covered by study or overlapping roles, if it ended in the recent past. */
export function recentGap(a: AdviceInputs): { from: string; to: string; months: number } | null {
  const asOf = a.ctx.asOf;
  if (asOf === null) return null;
  const spans: Interval[] = [];
  for (const r of a.ctx.roles) {
    const s = monthIndex(r.startDate);
    if (s === null) continue;
    const e = r.endDate ? (monthIndex(r.endDate, 'end') ?? s) : asOf;
    spans.push({ start: s, end: Math.max(s, e) });
  }
  if (spans.length < 2) return null;
  const firstJob = Math.min(...spans.map((x) => x.start));
  for (const e of a.profile.education) {
    const s = monthIndex(e.startDate) ?? monthIndex(e.endDate);
    const f = monthIndex(e.endDate, 'end') ?? s;
    if (s !== null && f !== null) spans.push({ start: s, end: Math.max(s, f) });
  }
  const gaps = gapsBetween(spans, LIMITS.gapMonths).filter(
    (g) => g.from >= firstJob && asOf - g.to <= RECENT_GAP_YEARS * 12,
  );
  const g = gaps[gaps.length - 1];
  return g ? { from: formatMonth(g.from), to: formatMonth(g.to), months: g.months } : null;
}

/** An entry that is not a degree: a course, a specialization, a certificate, an exchange semester, a bootcamp. */
const NOT_A_DEGREE =
  /\b(?:course|courses|coursera|udemy|edx|specialization|specialisation|certificat\w*|certified|exchange|erasmus|semester|bootcamp|nanodegree|training|workshop|summer school|program(?:me)? in|online|curso|cours|kurs|corso|formation|formaci[oó]n|intercambio|échange|austausch|scambio)\b/i;

export function isDegreeEntry(e: Education): boolean {
  return !NOT_A_DEGREE.test([e.institution, e.studyType, e.area].filter(Boolean).join(' . '));
}

/** The field of study is already there, in its own slot or written after the degree ("BSc, Computer Science"). */
export function hasField(e: Education): boolean {
  if (e.area?.trim()) return true;
  return /(?:,| - | in | of | en | em | de | in |:)\s*\p{L}{3,}/u.test(e.studyType ?? '');
}

const stem = (w: string) => w.toLowerCase().slice(0, 5);

/** Abbreviations a headline uses for a skill's full name. */
const SHORT: Array<[RegExp, string]> = [
  [/\bml\b/i, 'machine learning'],
  [/\bai\b/i, 'artificial intelligence'],
  [/\bnlp\b/i, 'natural language processing'],
  [/\bcv\b/i, 'computer vision'],
  [/\bdl\b/i, 'deep learning'],
  [/\bgen ?ai\b/i, 'generative ai'],
];

/** Every word of the term (stemmed, in any order, abbreviations spelled out) is already in the headline. */
export function inHeadline(headline: string, term: string): boolean {
  const long = SHORT.filter(([re]) => re.test(headline)).map(([, full]) => full);
  const have = new Set(words(norm([headline, ...long].join(' '))).map(stem));
  const want = words(norm(term)).map(stem);
  return want.length > 0 && want.every((w) => have.has(w));
}

/** A first job held for under a year: too early to ask for numbers. */
export function earlyFirstJob(a: AdviceInputs): boolean {
  const roles = a.ctx.roles;
  if (roles.length !== 1 || roles[0].endDate || a.ctx.asOf === null) return false;
  const s = monthIndex(roles[0].startDate);
  return s !== null && a.ctx.asOf - s < 12;
}

/** Another part of the profile has a larger problem than an optional extra (a certification, a Languages list). */
export function biggerProblems(a: AdviceInputs): boolean {
  return a.analysis.overall_score < 75;
}
