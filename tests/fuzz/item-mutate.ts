// Mutations of what pdf.js hands the parser (TextItem[] + pages + meta), for the inputs a damaged or hostile PDF
// can produce that byte flips rarely reach: non-finite or extreme geometry, pages that do not exist, huge and
// odd unicode text, empty or degenerate page lists, floods of items. The parser must return a valid Profile or
// throw one of its own errors, whatever it gets.
import type { ParseInput, TextItem } from '../../edge/core/profile/text-item.ts';
import type { Rng } from './rng.ts';

const NUMBERS = [Number.NaN, Infinity, -Infinity, 1e308, -1e308, -0, -1, 0, 1e-300, 2 ** 31, -(2 ** 53)];
const STRANGE = [
  '\u202E', // right-to-left override
  '\u200B\u200C\u200D\uFEFF', // zero-width
  'e\u0301\u0301\u0301\u0301', // stacked combining marks
  '\uD800', // lone surrogate
  '\uDFFF\uD800',
  '\u0000\u0007\u001B',
  '𝕬𝖉𝖆 👩🏽‍💻',
  'Page 1 of 2',
  'Experience',
  'Summary',
  '2019 - Present (5 years)',
  'http://',
  '·',
  ' '.repeat(10_000),
];

type ItemOp = (input: ParseInput, r: Rng) => ParseInput;

const mapSome = (input: ParseInput, r: Rng, p: number, f: (i: TextItem) => TextItem): ParseInput => ({
  ...input,
  items: input.items.map((i) => (r.chance(p) ? f(i) : i)),
});

export const ITEM_OPS: Record<string, ItemOp> = {
  coords: (input, r) =>
    mapSome(input, r, 0.2, (i) => ({ ...i, [r.pick(['x', 'y', 'width', 'height'] as const)]: r.pick(NUMBERS) })),
  fontSize: (input, r) => mapSome(input, r, 0.3, (i) => ({ ...i, fontSize: r.pick(NUMBERS) })),
  pageNumber: (input, r) => mapSome(input, r, 0.2, (i) => ({ ...i, page: r.pick([0, -1, 999, Number.NaN, 1.5]) })),
  strangeText: (input, r) => mapSome(input, r, 0.2, (i) => ({ ...i, text: r.pick(STRANGE) + i.text })),
  hugeText: (input, r) => {
    const items = input.items.slice();
    if (!items.length) return input;
    const at = r.int(0, items.length - 1);
    items[at] = { ...items[at], text: r.pick(['Ada ', 'x', 'Experience ', '2020 ']).repeat(r.int(1_000, 300_000)) };
    return { ...input, items };
  },
  pages: (input, r) => ({
    ...input,
    pages: r.pick([
      [],
      input.pages.map(() => ({ width: 0, height: 0 })),
      input.pages.map(() => ({ width: Number.NaN, height: Infinity })),
      input.pages.map(() => ({ width: 1e9, height: 1e9 })),
      input.pages.slice(0, 1),
    ]),
  }),
  flood: (input, r) => {
    const n = r.int(5_000, 30_000);
    const items = Array.from({ length: n }, (_, k) => ({ ...input.items[k % input.items.length], x: k % 600 }));
    return { ...input, items: input.items.length ? items : input.items };
  },
  shuffle: (input, r) => {
    const items = input.items.slice();
    for (let i = items.length - 1; i > 0; i--) {
      const j = r.int(0, i);
      [items[i], items[j]] = [items[j], items[i]];
    }
    return { ...input, items };
  },
  samePlace: (input, r) => mapSome(input, r, 0.5, (i) => ({ ...i, x: 10, y: 10, page: 1 })),
  fonts: (input, r) =>
    mapSome(input, r, 0.5, (i) => ({ ...i, fontName: r.pick(['', 'Bold', 'x'.repeat(5000)]), bold: r.chance(0.5) })),
  meta: (input, r) => ({
    ...input,
    meta: r.pick([
      {},
      { producer: 'LinkedIn'.repeat(10_000) },
      { producer: 'Apache FOP Version 2.2', title: '\uD800' },
    ]),
  }),
  mode: (input) => ({ ...input, mode: input.mode === 'pdf' ? 'image' : 'pdf' }),
  empty: (input, r) => ({ ...input, items: input.items.slice(0, r.int(0, 5)) }),
};

export const ITEM_OP_NAMES = Object.keys(ITEM_OPS);

export function mutateItems(input: ParseInput, r: Rng): { input: ParseInput; ops: string[] } {
  let out = input;
  const ops: string[] = [];
  for (let i = r.int(1, 3); i > 0; i--) {
    const name = r.pick(ITEM_OP_NAMES);
    out = ITEM_OPS[name](out, r);
    ops.push(name);
  }
  return { input: out, ops };
}
