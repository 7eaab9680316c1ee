import type { TextItem } from '../profile/text-item.ts';

// A capital I and a small l (or i) look alike in LinkedIn's sans-serif fonts, and tesseract picks either inside a
// name ("InformatlQ", "NovaIQ" as "NovalQ"); it also reads one letter as two, "m" as "rn" and "n" (an "ń" above all)
// as "ri" ("Gdarisk"). A name usually appears more than once on a page (the headline, the experience entry, the
// location, the sidebar): where one word is spelt two such ways, one spelling wins everywhere: the one with fewer
// letters split in two, then the one that fits its letters' case (an I beside capitals, an l or i beside small
// letters), then the one tesseract was surer of.

const LOOK_ALIKE = /[lIi]/g;
const core = (text: string) => /^(\P{L}*)(\p{L}[\p{L}\p{N}]*\p{L}|\p{L})(\P{L}*)$/u.exec(text);
const SPLIT = /r[in]/g;
const keyOf = (word: string) => word.replace(/ri/g, 'n').replace(/rn/g, 'm').replace(LOOK_ALIKE, '#');
const splits = (word: string) => word.match(SPLIT)?.length ?? 0;
const isUpper = (c: string | undefined) => c !== undefined && /\p{Lu}/u.test(c) && c !== 'I';
const isLower = (c: string | undefined) => c !== undefined && /\p{Ll}/u.test(c) && c !== 'l' && c !== 'i';

/** How many of the word's look-alike letters agree with the case of the letters beside them. */
function caseFit(word: string): number {
  let n = 0;
  for (const m of word.matchAll(LOOK_ALIKE)) {
    const i = m.index;
    const before = word[i - 1];
    const after = word[i + 1];
    const capital = m[0] === 'I';
    if (capital && (isUpper(after) || (isUpper(before) && after === undefined))) n++;
    if (!capital && i > 0 && isLower(after ?? before)) n++;
  }
  return n;
}

export function settleLookAlikes(items: TextItem[]): TextItem[] {
  const forms = new Map<string, Map<string, number>>();
  for (const it of items) {
    const word = core(it.text)?.[2];
    if (!word || word.length < 4 || !/[lIimn]/.test(word)) continue;
    const byForm = forms.get(keyOf(word)) ?? new Map<string, number>();
    byForm.set(word, (byForm.get(word) ?? 0) + (it.confidence ?? 50));
    forms.set(keyOf(word), byForm);
  }
  const best = new Map<string, string>();
  for (const [key, byForm] of forms) {
    if (byForm.size < 2) continue;
    const ranked = [...byForm].sort(
      (a, b) => splits(a[0]) - splits(b[0]) || caseFit(b[0]) - caseFit(a[0]) || b[1] - a[1],
    );
    best.set(key, ranked[0][0]);
  }
  if (!best.size) return items;
  return items.map((it) => {
    const m = core(it.text);
    const chosen = m && best.get(keyOf(m[2]));
    return chosen && chosen !== m[2] ? { ...it, text: `${m[1]}${chosen}${m[3]}` } : it;
  });
}
