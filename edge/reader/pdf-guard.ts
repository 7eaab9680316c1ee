// A cheap scan of the PDF bytes before pdf.js sees them, for constructs that make pdf.js exhaust memory instead of
// failing. pdf.js reads a CIDFont's width array (/W, and /W2 for vertical text) as runs `first last width`
// and fills glyphsWidths[first..last] one entry at a time (extractWidths in pdf.worker.mjs). A damaged or hostile
// `last` such as 99999999999999999999 grows that array until the tab (or Node process) dies of out-of-memory,
// faster than extractText's deadline can stop it. CIDs end at 65,535, so a longer run is never a real font.
// Covers the dictionaries pdf.js would read from the file's own text: a /W inside a compressed object stream, or
// a run bound given as an indirect reference, is not seen (no exporter writes either in a width array).

/** The longest `first last ...` run a width array may hold: the whole CID range. */
export const MAX_WIDTH_RUN = 0xffff;

type Element = { kind: 'number'; value: number } | { kind: 'array' | 'ref' | 'other' };

const WHITESPACE = new Set(['\0', '\t', '\n', '\f', '\r', ' ']);
const DELIMITER = new Set([...WHITESPACE, '(', ')', '<', '>', '[', ']', '{', '}', '/', '%']);
const isDigit = (c: string | undefined) => c !== undefined && c >= '0' && c <= '9';

/** A number as pdf.js's Lexer.getNumber reads it (no exponent; "--5" is -5; a '-' inside the digits is skipped). */
function readNumber(s: string, at: number): { value: number; end: number } {
  let i = at;
  let sign = 1;
  if (s[i] === '-') {
    sign = -1;
    i += s[i + 1] === '-' ? 2 : 1;
  } else if (s[i] === '+') i++;
  while (s[i] === '\n' || s[i] === '\r') i++;
  let divideBy = 0;
  if (s[i] === '.') {
    divideBy = 10;
    i++;
  }
  if (!isDigit(s[i])) return { value: 0, end: i };
  let value = s.charCodeAt(i++) - 48;
  for (; i < s.length; i++) {
    const c = s[i];
    if (isDigit(c)) {
      if (divideBy !== 0) divideBy *= 10;
      value = value * 10 + (c.charCodeAt(0) - 48);
    } else if (c === '.' && divideBy === 0) divideBy = 1;
    else if (c !== '-') break;
  }
  return { value: sign * (divideBy ? value / divideBy : value), end: i };
}

/** Where the literal string opening at `at` ends (past its closing parenthesis). */
function stringEnd(s: string, at: number): number {
  let depth = 0;
  for (let i = at; i < s.length; i++) {
    if (s[i] === '\\') i++;
    else if (s[i] === '(') depth++;
    else if (s[i] === ')' && --depth === 0) return i + 1;
  }
  return s.length;
}

/**
 * The top-level elements of the array whose '[' is at `open` (a nested array is one element). `budget.left` bounds
 * the characters read over all arrays: well-formed width arrays never overlap, but unterminated ones would each
 * read to the end of the file.
 */
function arrayElements(s: string, open: number, budget: { left: number }): Element[] | null {
  const out: Element[] = [];
  let depth = 0;
  let i = open + 1;
  const push = (e: Element) => depth === 0 && out.push(e);
  while (i < s.length) {
    const from = i;
    const c = s[i];
    if (WHITESPACE.has(c)) i++;
    else if (c === '%') while (i < s.length && s[i] !== '\n' && s[i] !== '\r') i++;
    else if (c === '[' || (c === '<' && s[i + 1] === '<')) {
      push({ kind: c === '[' ? 'array' : 'other' });
      depth++;
      i += c === '[' ? 1 : 2;
    } else if (c === ']' || (c === '>' && s[i + 1] === '>')) {
      if (depth-- === 0) break;
      i += c === ']' ? 1 : 2;
    } else if (c === '(' || c === '<') {
      // A string: its bytes are not tokens. Literal strings nest their parentheses and escape with a backslash.
      push({ kind: 'other' });
      i = c === '<' ? s.indexOf('>', i) + 1 || s.length : stringEnd(s, i);
    } else if (c === '+' || c === '-' || c === '.' || isDigit(c)) {
      const n = readNumber(s, i);
      push({ kind: 'number', value: n.value });
      i = Math.max(n.end, i + 1);
    } else {
      // A name or keyword: read to the next delimiter (at least one character).
      let j = i + 1;
      while (j < s.length && !DELIMITER.has(s[j])) j++;
      const [a, b] = out.slice(-2);
      // `N G R` is a reference, as pdf.js's parser folds it.
      if (s.slice(i, j) === 'R' && depth === 0 && a?.kind === 'number' && b?.kind === 'number') {
        out.splice(-2, 2, { kind: 'ref' });
      } else push({ kind: 'other' });
      i = j;
    }
    budget.left -= i - from;
    if (budget.left < 0) return null;
  }
  return out;
}

/** Mirrors extractWidths: `first [w ...]` or `first last v1..vN`; returns the first run pdf.js would overfill. */
function overlongRun(els: Element[], values: number): string | null {
  const int = (e: Element | undefined) => (e?.kind === 'number' && Number.isInteger(e.value) ? e.value : null);
  for (let i = 0; i < els.length; i++) {
    const first = int(els[i++]);
    if (first === null) break;
    if (els[i]?.kind === 'array') continue;
    const last = int(els[i]);
    if (last === null) break;
    const vals = els.slice(i + 1, i + 1 + values);
    i += values;
    if (vals.length < values || vals.some((e) => e.kind !== 'number')) continue;
    // An unsafe `first` never advances under j++, so even a short run would loop for ever.
    if (last >= first && (last - first > MAX_WIDTH_RUN || !Number.isSafeInteger(first))) return `${first}..${last}`;
  }
  return null;
}

/** Why pdf.js must not be given these bytes (a width run it would fill past all memory), or null. */
export function unsafeFontWidths(bytes: Uint8Array): string | null {
  // latin1 (windows-1252 in WHATWG terms) is one character per byte, so string offsets are byte offsets.
  const s = new TextDecoder('latin1').decode(bytes);
  const budget = { left: 2 * s.length };
  let objects: Map<string, number[]> | undefined; // "N G" -> where its array body opens, built on first use
  const seen = new Set<string>(); // arrays already checked, as "W2@offset"
  for (const m of s.matchAll(/\/(W2?)(?=[\s[\]()<>{}/%])\s*(?:(\[)|(\d+)\s+(\d+)\s+R(?![^\s[\]()<>{}/%]))/g)) {
    const [, key, inline, num, gen] = m;
    if (!inline && !objects) {
      objects = new Map();
      for (const o of s.matchAll(/(?<!\d)(\d+)\s+(\d+)\s+obj\s*\[/g)) {
        const id = `${Number(o[1])} ${Number(o[2])}`;
        const at = o.index + o[0].length - 1;
        const known = objects.get(id);
        if (known) known.push(at);
        else objects.set(id, [at]);
      }
    }
    const opens = inline ? [m.index + m[0].length - 1] : (objects?.get(`${Number(num)} ${Number(gen)}`) ?? []);
    for (const open of opens) {
      if (seen.has(`${key}@${open}`)) continue;
      seen.add(`${key}@${open}`);
      const els = arrayElements(s, open, budget);
      if (!els) return 'width arrays overlap or never end';
      const run = overlongRun(els, key === 'W2' ? 3 : 1);
      if (run) return `/${key} run ${run} is longer than ${MAX_WIDTH_RUN + 1} CIDs`;
    }
  }
  return null;
}
