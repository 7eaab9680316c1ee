// A compact word diff (longest common subsequence over words) for "what changed" between two analyses. Texts are
// short (a headline, an About, a role description), so the quadratic table is small; past the cap the diff is
// simply "all removed, all added", which is still true.
export type DiffPart = { op: 'same' | 'added' | 'removed'; text: string };

const MAX_WORDS = 1500;

export function wordDiff(before: string, after: string): DiffPart[] {
  const a = before.split(/\s+/).filter(Boolean);
  const b = after.split(/\s+/).filter(Boolean);
  if (a.length * b.length > MAX_WORDS * MAX_WORDS) return merge([...removed(a), ...added(b)]);
  const lcs: number[][] = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--)
      lcs[i][j] = a[i] === b[j] ? lcs[i + 1][j + 1] + 1 : Math.max(lcs[i + 1][j], lcs[i][j + 1]);
  const parts: DiffPart[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      parts.push({ op: 'same', text: a[i++] });
      j++;
    } else if (lcs[i + 1][j] >= lcs[i][j + 1]) parts.push({ op: 'removed', text: a[i++] });
    else parts.push({ op: 'added', text: b[j++] });
  }
  return merge([...parts, ...removed(a.slice(i)), ...added(b.slice(j))]);
}

const removed = (words: string[]): DiffPart[] => words.map((text) => ({ op: 'removed', text }));
const added = (words: string[]): DiffPart[] => words.map((text) => ({ op: 'added', text }));

/** Runs of the same kind become one part: fewer, longer marks read better. */
function merge(parts: DiffPart[]): DiffPart[] {
  const out: DiffPart[] = [];
  for (const p of parts) {
    const last = out[out.length - 1];
    if (last && last.op === p.op) last.text += ` ${p.text}`;
    else out.push({ ...p });
  }
  return out;
}

/** Long unchanged runs are shortened to their ends, so a changed sentence in a long About stays findable. */
export function compact(parts: DiffPart[], keep = 6): DiffPart[] {
  return parts.map((p) => {
    if (p.op !== 'same') return p;
    const words = p.text.split(' ');
    if (words.length <= keep * 2) return p;
    return { op: 'same', text: `${words.slice(0, keep).join(' ')} … ${words.slice(-keep).join(' ')}` };
  });
}
