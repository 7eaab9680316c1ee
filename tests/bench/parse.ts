// Parser bench: per fixture, warm timings (median, p95) of raw pdf.js text extraction next to our full path
// (extraction with font names + parseProfile), so the parser's own overhead is visible. Real exports are read from
// ../shared/fixtures when present; synthetic ones are generated. Goal (not a test): <= 60 ms per 2-3 page export
// warm, overhead <= 15 %.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { readPdfBytes } from '../../edge/adapters/node/read-pdf-node.ts';
import { parseProfile } from '../../edge/core/profile/parse.ts';
import { renderPdf } from '../fixtures/generator/index.ts';
import { SYNTHETIC } from '../fixtures/synthetic/profiles.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 15);
const FIXTURES = path.resolve(import.meta.dirname ?? __dirname, '../../../shared/fixtures/linkedin-pdf');

async function rawExtract(bytes: Uint8Array): Promise<number> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const task = pdfjs.getDocument({ data: bytes.slice(), verbosity: 0, isEvalSupported: false });
  const doc = await task.promise;
  let n = 0;
  for (let i = 1; i <= doc.numPages; i++) n += (await (await doc.getPage(i)).getTextContent()).items.length;
  await task.destroy();
  return n;
}

async function fullParse(bytes: Uint8Array): Promise<number> {
  const x = await readPdfBytes(bytes);
  return parseProfile({ ...x, mode: 'pdf' }).work.length;
}

async function time(fn: () => Promise<unknown>): Promise<{ median: number; p95: number; cold: number }> {
  const t0 = performance.now();
  await fn();
  const cold = performance.now() - t0;
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const s = performance.now();
    await fn();
    samples.push(performance.now() - s);
  }
  samples.sort((a, b) => a - b);
  const at = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))];
  const r = (x: number) => Math.round(x * 10) / 10;
  return { median: r(at(0.5)), p95: r(at(0.95)), cold: r(cold) };
}

async function inputs(): Promise<{ name: string; bytes: Uint8Array }[]> {
  const out: { name: string; bytes: Uint8Array }[] = [];
  if (existsSync(FIXTURES))
    for (const f of readdirSync(FIXTURES)
      .filter((f) => f.endsWith('.pdf'))
      .sort())
      out.push({ name: f.replace(/\.pdf$/, ''), bytes: new Uint8Array(readFileSync(path.join(FIXTURES, f))) });
  for (const p of SYNTHETIC) out.push({ name: `synthetic/${p.id}`, bytes: (await renderPdf(p)).bytes });
  return out;
}

export async function run(): Promise<Record<string, unknown>> {
  const files: Record<string, unknown>[] = [];
  for (const { name, bytes } of await inputs()) {
    const pages = (await readPdfBytes(bytes)).pages.length;
    const raw = await time(() => rawExtract(bytes));
    const full = await time(() => fullParse(bytes));
    // The parser alone, on already extracted items: the pure step the browser runs after pdf.js.
    const x = await readPdfBytes(bytes);
    const parseOnly = await time(async () => parseProfile({ ...x, mode: 'pdf' }));
    files.push({
      file: name,
      pages,
      rawPdfjsMs: raw,
      fullParseMs: full,
      parseOnlyMs: parseOnly,
      overheadPct: Math.round(((full.median - raw.median) / raw.median) * 1000) / 10,
    });
  }
  const twoThree = files.filter((f) => (f.pages as number) >= 2 && (f.pages as number) <= 3);
  const middle = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? null;
  const of = (key: string, stat: 'median' | 'p95') => twoThree.map((f) => (f[key] as Record<string, number>)[stat]);
  const medians = of('fullParseMs', 'median').sort((a, b) => a - b);
  const overheads = files.map((f) => f.overheadPct as number).sort((a, b) => a - b);
  return {
    runs: RUNS,
    files,
    summary: {
      twoToThreePageMedianMs: medians[Math.floor(medians.length / 2)] ?? null,
      twoToThreePageP95Ms: middle(of('fullParseMs', 'p95')),
      twoToThreePageRawPdfjsMedianMs: middle(of('rawPdfjsMs', 'median')),
      medianOverheadPct: overheads[Math.floor(overheads.length / 2)] ?? null,
      goal: '<= 60 ms per 2-3 page export warm, overhead <= 15 %',
    },
  };
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(JSON.stringify(await run(), null, 2));
