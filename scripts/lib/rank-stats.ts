// Agreement between two lists of scores: Spearman's rank correlation (ties get their mean rank, so it is the
// Pearson correlation of the ranks) and the mean absolute difference.

function ranks(xs: number[]): number[] {
  const order = xs.map((x, i) => ({ x, i })).sort((a, b) => a.x - b.x);
  const out = new Array<number>(xs.length);
  for (let start = 0; start < order.length; ) {
    let end = start;
    while (end + 1 < order.length && order[end + 1].x === order[start].x) end++;
    const mean = (start + end) / 2 + 1;
    for (let k = start; k <= end; k++) out[order[k].i] = mean;
    start = end + 1;
  }
  return out;
}

function pearson(a: number[], b: number[]): number {
  const n = a.length;
  const ma = a.reduce((s, x) => s + x, 0) / n;
  const mb = b.reduce((s, x) => s + x, 0) / n;
  let num = 0;
  let da = 0;
  let db = 0;
  for (let i = 0; i < n; i++) {
    num += (a[i] - ma) * (b[i] - mb);
    da += (a[i] - ma) ** 2;
    db += (b[i] - mb) ** 2;
  }
  return da === 0 || db === 0 ? 0 : num / Math.sqrt(da * db);
}

export function spearman(a: number[], b: number[]): number {
  if (a.length !== b.length || a.length < 2) throw new Error('spearman needs two lists of the same length (2+)');
  return pearson(ranks(a), ranks(b));
}

export function meanAbsDiff(a: number[], b: number[]): number {
  if (a.length !== b.length || a.length === 0) throw new Error('meanAbsDiff needs two lists of the same length');
  return a.reduce((s, x, i) => s + Math.abs(x - b[i]), 0) / a.length;
}
