// Month arithmetic on the profile's "YYYY" / "YYYY-MM" dates. No clock: "now" is options.asOf or the latest
// date found in the profile, so the same profile always gives the same answer.

/** Months since year 0; "YYYY" alone is read as January (start) or December (end). */
export function monthIndex(date: string | undefined, edge: 'start' | 'end' = 'start'): number | null {
  if (!date) return null;
  const m = /^(\d{4})(?:-(\d{2}))?$/.exec(date);
  if (!m) return null;
  const year = Number(m[1]);
  const month = m[2] ? Number(m[2]) : edge === 'start' ? 1 : 12;
  return year * 12 + (month - 1);
}

export function formatMonth(index: number): string {
  const y = Math.floor(index / 12);
  const m = (index % 12) + 1;
  return `${y}-${String(m).padStart(2, '0')}`;
}

export interface Interval {
  start: number;
  end: number;
}

/** Merge overlapping or touching intervals (a new job the month after the last one is no gap). */
export function merge(intervals: Interval[]): Interval[] {
  const sorted = [...intervals].sort((a, b) => a.start - b.start || a.end - b.end);
  const out: Interval[] = [];
  for (const iv of sorted) {
    const last = out[out.length - 1];
    if (last && iv.start <= last.end + 1) last.end = Math.max(last.end, iv.end);
    else out.push({ ...iv });
  }
  return out;
}

export interface Gap {
  from: number;
  to: number;
  months: number;
}

/** Gaps longer than `minMonths` between merged intervals, oldest first. */
export function gapsBetween(intervals: Interval[], minMonths: number): Gap[] {
  const merged = merge(intervals);
  const gaps: Gap[] = [];
  for (let i = 1; i < merged.length; i++) {
    const months = merged[i].start - merged[i - 1].end - 1;
    if (months > minMonths) gaps.push({ from: merged[i - 1].end + 1, to: merged[i].start - 1, months });
  }
  return gaps;
}
