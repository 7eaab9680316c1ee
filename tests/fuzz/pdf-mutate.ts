// Byte-level PDF mutators. Each takes the bytes and a seeded Rng and returns new bytes; the PDF syntax aware ones
// (objects, streams, MediaBox, numbers, references, xref) work on a latin1 view, which maps bytes 1:1.
import type { Rng } from './rng.ts';

type Mutator = (b: Uint8Array, r: Rng) => Uint8Array;

const latin1 = (b: Uint8Array) => Buffer.from(b.buffer, b.byteOffset, b.byteLength).toString('latin1');
const bytesOf = (s: string) => new Uint8Array(Buffer.from(s, 'latin1'));

/** All matches of a global regex as [start, end) ranges. */
function ranges(s: string, re: RegExp): [number, number][] {
  const out: [number, number][] = [];
  for (const m of s.matchAll(re)) out.push([m.index, m.index + m[0].length]);
  return out;
}

function replaceRange(s: string, [a, b]: [number, number], text: string): string {
  return s.slice(0, a) + text + s.slice(b);
}

const SPECIAL = ['(', ')', '<', '>', '[', ']', '{', '}', '/', '%', '\\', '\n', '\r', '\0', 'R', 'e', '-', '.', '9'];
const ABSURD = ['1e309', '-1e309', '99999999999999999999', '-2147483649', '4294967296', 'NaN', '-0', '.', '1..2', '0'];

export const MUTATORS: Record<string, Mutator> = {
  bitflip(b, r) {
    const out = b.slice();
    const n = r.int(1, 40);
    for (let i = 0; i < n && out.length; i++) out[r.int(0, out.length - 1)] ^= 1 << r.int(0, 7);
    return out;
  },
  special(b, r) {
    const out = b.slice();
    const n = r.int(1, 20);
    for (let i = 0; i < n && out.length; i++) out[r.int(0, out.length - 1)] = r.pick(SPECIAL).charCodeAt(0);
    return out;
  },
  truncate: (b, r) => b.slice(0, r.int(0, b.length)),
  chop: (b, r) => b.slice(r.int(0, b.length)),
  splice(b, r) {
    const a = r.int(0, b.length);
    const len = r.int(1, 4096);
    const at = r.int(0, b.length);
    const chunk = b.slice(a, a + len);
    const out = new Uint8Array(b.length + chunk.length);
    out.set(b.subarray(0, at));
    out.set(chunk, at);
    out.set(b.subarray(at), at + chunk.length);
    return out;
  },
  insertRandom(b, r) {
    const at = r.int(0, b.length);
    const junk = r.bytes(r.int(1, 2048));
    const out = new Uint8Array(b.length + junk.length);
    out.set(b.subarray(0, at));
    out.set(junk, at);
    out.set(b.subarray(at), at + junk.length);
    return out;
  },
  deleteObject(b, r) {
    const s = latin1(b);
    const objs = ranges(s, /\d+ \d+ obj\b[\s\S]*?endobj/g);
    if (!objs.length) return MUTATORS.truncate(b, r);
    return bytesOf(replaceRange(s, r.pick(objs), ''));
  },
  garbageObject(b, r) {
    const s = latin1(b);
    const objs = ranges(s, /\d+ \d+ obj\b[\s\S]*?endobj/g);
    if (!objs.length) return MUTATORS.insertRandom(b, r);
    const [a, z] = r.pick(objs);
    const head = s.slice(a, s.indexOf('obj', a) + 3);
    return bytesOf(replaceRange(s, [a, z], `${head}\n${latin1(r.bytes(r.int(0, 512)))}\nendobj`));
  },
  garbageStream(b, r) {
    const s = latin1(b);
    const streams = ranges(s, /stream\r?\n[\s\S]*?endstream/g);
    if (!streams.length) return MUTATORS.bitflip(b, r);
    const [a, z] = r.pick(streams);
    const len = r.chance(0.5) ? z - a - 16 : r.int(0, 100_000);
    return bytesOf(replaceRange(s, [a, z], `stream\n${latin1(r.bytes(Math.max(0, len)))}\nendstream`));
  },
  mediaBox(b, r) {
    const s = latin1(b);
    const boxes = ranges(s, /\/(?:MediaBox|CropBox)\s*\[[^\]]*\]/g);
    const v = () => r.pick([...ABSURD, '0', '-1', '1e30', '1e-30', '3.4e38', `${r.int(-1e9, 1e9)}`]);
    const box = `/MediaBox [${v()} ${v()} ${v()} ${v()}]`;
    if (!boxes.length) return bytesOf(s.replace('/Type /Page', `/Type /Page ${box}`));
    return bytesOf(replaceRange(s, r.pick(boxes), box));
  },
  absurdNumber(b, r) {
    const s = latin1(b);
    const nums = ranges(s, /(?<=[\s[])-?\d+(?:\.\d+)?(?=[\s\]])/g);
    if (!nums.length) return MUTATORS.special(b, r);
    let out = s;
    for (let i = r.int(1, 8); i > 0; i--) {
      const picked = r.pick(ranges(out, /(?<=[\s[])-?\d+(?:\.\d+)?(?=[\s\]])/g));
      if (picked) out = replaceRange(out, picked, r.pick(ABSURD));
    }
    return bytesOf(out);
  },
  badReference(b, r) {
    const s = latin1(b);
    const refs = ranges(s, /\d+ \d+ R\b/g);
    if (!refs.length) return MUTATORS.bitflip(b, r);
    const target = r.pick(['0 0 R', '999999 0 R', '1 0 R', '-1 0 R', `${r.int(1, 50)} 65535 R`, 'null']);
    return bytesOf(replaceRange(s, r.pick(refs), target));
  },
  deepNesting(b, r) {
    const s = latin1(b);
    const depth = r.int(1_000, 200_000);
    const [open, close] = r.pick([
      ['[', ']'],
      ['<<', '>>'],
      ['<< /A ', '>>'],
    ]);
    const at = s.indexOf('/Type /Page');
    const nest = `/Nest ${open.repeat(depth)}${r.chance(0.5) ? close.repeat(depth) : ''}`;
    if (at < 0) return bytesOf(`${s.slice(0, 9)}${nest}${s.slice(9)}`);
    return bytesOf(`${s.slice(0, at)}${nest} ${s.slice(at)}`);
  },
  xref(b, r) {
    const s = latin1(b);
    const at = s.lastIndexOf('startxref');
    if (at < 0) return MUTATORS.truncate(b, r);
    const offset = r.pick(['0', '-5', '99999999999', String(r.int(0, b.length)), 'x']);
    return bytesOf(`${s.slice(0, at)}startxref\n${offset}\n%%EOF`);
  },
  header(b, r) {
    const s = latin1(b);
    return bytesOf(r.pick(['', '%PDF-9.9', '%PDF-1.', '%!PS-Adobe', latin1(r.bytes(8))]) + s.slice(8));
  },
};

export const MUTATOR_NAMES = Object.keys(MUTATORS);

/** Applies 1-4 random mutators; returns the bytes and the names applied (for the failure report). */
export function mutate(bytes: Uint8Array, r: Rng): { bytes: Uint8Array; ops: string[] } {
  let out = bytes;
  const ops: string[] = [];
  for (let i = r.int(1, 4); i > 0; i--) {
    const name = r.pick(MUTATOR_NAMES);
    out = MUTATORS[name](out, r);
    ops.push(name);
  }
  return { bytes: out, ops };
}
