// When a check is not applied (word lists for a language we do not have, data the export does not contain), its
// points go to the section's other checks in proportion to their weight, so every section still totals 100 and
// nobody is penalised for what the rubric cannot see.

/** Scales integer weights to sum to `total` exactly (largest remainder; ties go to the earlier check). */
export function redistribute(weights: number[], total = 100): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum === 0) return weights.map(() => 0);
  if (sum === total) return [...weights];
  const raw = weights.map((w) => (w * total) / sum);
  const out = raw.map(Math.floor);
  let left = total - out.reduce((a, b) => a + b, 0);
  const order = raw.map((r, i) => ({ i, frac: r - Math.floor(r) })).sort((a, b) => b.frac - a.frac || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    out[i] += 1;
    left -= 1;
  }
  return out;
}

/** Points for a share of a check's max. A partial result never rounds to full or zero points. */
export function pointsFor(fraction: number, max: number): number {
  const f = Math.min(1, Math.max(0, fraction));
  if (f >= 1) return max;
  if (f <= 0 || max === 0) return 0;
  const p = Math.round(max * f);
  return Math.min(max - 1, Math.max(1, p));
}

export function outcome(fraction: number): 'passed' | 'partial' | 'failed' {
  if (fraction >= 1) return 'passed';
  if (fraction <= 0) return 'failed';
  return 'partial';
}
