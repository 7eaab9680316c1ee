import type { PageInfo, TextItem } from '../profile/text-item.ts';

// Several screenshots of one profile, taken while scrolling, become one tall page. Consecutive screenshots overlap:
// the shift between them is the one under which the most lines of text read the same in both, and what the next
// screenshot repeats is dropped. Lines that come back at the very same place in every screenshot (the fixed nav bar,
// the browser's tab and address bar) are chrome and appear once.

export interface ImageText {
  items: TextItem[];
  page: PageInfo;
}

interface Row {
  key: string;
  top: number;
  items: TextItem[];
}

const keyOf = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

function rows(items: TextItem[]): Row[] {
  const sorted = [...items].sort((a, b) => a.y + a.height - (b.y + b.height) || a.x - b.x);
  const out: Row[] = [];
  for (const it of sorted) {
    const last = out[out.length - 1];
    const base = it.y + it.height;
    const lastBase = last ? Math.max(...last.items.map((i) => i.y + i.height)) : Number.NaN;
    if (last && Math.abs(base - lastBase) <= it.height * 0.4 && last.items[0].column === it.column) last.items.push(it);
    else out.push({ key: '', top: it.y, items: [it] });
  }
  for (const r of out) {
    r.items.sort((a, b) => a.x - b.x);
    r.key = keyOf(r.items.map((i) => i.text).join(' '));
    r.top = Math.min(...r.items.map((i) => i.y));
  }
  return out.filter((r) => r.key.length >= 4);
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

interface Vote {
  weight: number;
  rows: Row[];
  shifts: number[];
}

/** The shift that puts `next` under `prev` (next.y + shift = prev.y), or null; and rows repeated in place. */
function overlap(prev: Row[], next: Row[], tolerance: number): { shift: number | null; chrome: Set<Row> } {
  const votes = new Map<number, Vote>();
  for (const a of prev)
    for (const b of next) {
      if (a.key !== b.key) continue;
      const bin = Math.round((a.top - b.top) / tolerance);
      const v = votes.get(bin) ?? { weight: 0, rows: [], shifts: [] };
      v.weight += a.key.length;
      v.rows.push(b);
      v.shifts.push(a.top - b.top);
      votes.set(bin, v);
    }
  const chrome = new Set([-1, 0, 1].flatMap((b) => votes.get(b)?.rows ?? []));
  let best: [number, Vote] | undefined;
  for (const [bin, v] of votes) if (bin > 1 && (!best || v.weight > best[1].weight)) best = [bin, v];
  const enough = best && (best[1].rows.length >= 2 || best[1].weight >= 25);
  // The exact shift is the median of the matched rows' own, not the middle of their bin.
  return { shift: enough && best ? median(best[1].shifts) : null, chrome };
}

export function joinScreenshots(images: ImageText[]): { items: TextItem[]; page: PageInfo } {
  if (images.length === 1) return { items: images[0].items, page: images[0].page };
  const all = images.flatMap((i) => i.items);
  const tolerance = Math.max(1, median(all.map((i) => i.height)) * 0.5);
  let placed: TextItem[] = [...images[0].items];
  let offset = 0;
  let bottom = images[0].page.height;
  let width = images[0].page.width;
  for (let k = 1; k < images.length; k++) {
    const prev = images[k - 1];
    const next = images[k];
    const { shift, chrome } = overlap(rows(prev.items), rows(next.items), tolerance);
    const nextRows = rows(next.items);
    const dropped = new Set(nextRows.filter((r) => chrome.has(r)).flatMap((r) => r.items));
    const start = shift === null ? bottom : offset + shift;
    // Inside the overlap the earlier screenshot's reading is kept, except near its bottom edge, where a line may
    // have been cut in half: there the later screenshot, which shows it whole, wins.
    const edge = Math.min(bottom, start + next.page.height) - tolerance * 3;
    if (shift !== null) placed = placed.filter((i) => i.y < edge);
    // A row kept from the earlier screenshot is not taken again from the later one near the edge.
    const kept = new Set(rows(placed).map((r) => `${r.key}@${Math.round(r.top / (tolerance * 4))}`));
    for (const r of nextRows)
      if (shift !== null && kept.has(`${r.key}@${Math.round((r.top + start) / (tolerance * 4))}`))
        for (const it of r.items) dropped.add(it);
    for (const it of next.items) {
      if (dropped.has(it)) continue;
      const y = it.y + start;
      if (shift !== null && y < edge) continue;
      placed.push({ ...it, y });
    }
    offset = start;
    bottom = Math.max(bottom, start + next.page.height);
    width = Math.max(width, next.page.width);
  }
  return { items: placed, page: { width, height: bottom } };
}
