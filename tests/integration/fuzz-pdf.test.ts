// PDF fuzzing, short run: 500 seeded mutations of the synthetic exports and (when ../shared/fixtures exists) the
// real ones, through readPdfBytes + parseProfile on worker threads with a heap limit and a per-case bound. Every
// case must end as a profile or one of the parser's own errors. `npm run fuzz` runs 10,000.
import { describe, expect, it } from 'vitest';
import { readPdfBytes } from '../../edge/adapters/node/read-pdf-node.ts';
import { AppError } from '../../edge/core/errors.ts';
import { parseProfile } from '../../edge/core/profile/parse.ts';
import { PdfCorpus } from '../fuzz/pdf-cases.ts';
import { runFixedCases, runPdfFuzz } from '../fuzz/pdf-pool.ts';
import { structuralVariant } from '../fuzz/pdf-seeds.ts';

const SEED = Number(process.env.FUZZ_SEED ?? 1);
const CASES = Number(process.env.FUZZ_PDF_CASES ?? 500);

it(`${CASES} mutated PDFs (seed ${SEED}): no crash, no hang, every refusal a parser error`, async () => {
  const corpus = new PdfCorpus();
  expect(corpus.synthetic.length).toBeGreaterThanOrEqual(5);
  const indices = Array.from({ length: CASES }, (_, i) => i);
  // The bound is generous because this machine is shared (a loaded CI box must not turn slow into "hung");
  // extractText's own deadline (3 s here) is what answers a stalled pdf.js, well inside it.
  const s = await runPdfFuzz(corpus, SEED, indices, { timeoutMs: 10_000, readTimeoutMs: 3000, heapMb: 512 });
  console.log(
    `pdf fuzz: ${s.cases} cases in ${s.ms} ms (real exports: ${corpus.real.length || 'absent'}): ` +
      `${s.profile} profiles, refused ${JSON.stringify(s.refused)}, ${s.deadline} at the read deadline, ` +
      `${s.failures.length} failures`,
  );
  for (const f of s.failures) console.log(`  case ${f.id} [${f.label}] ${f.outcome}: ${f.error}`);
  expect(s.failures).toEqual([]);
  expect(s.cases).toBe(CASES);
  // The mutations must reach the parser, not only pdf.js's front door, and produce every kind of refusal.
  expect(s.profile).toBeGreaterThan(CASES * 0.15);
  if (CASES >= 200) {
    expect(Object.keys(s.refused)).toEqual(expect.arrayContaining(['UNREADABLE_PDF', 'NO_TEXT', 'TOO_LARGE']));
  }
}, 600_000);

// Regressions for what the fuzzer found, each run under the same bounds (a regression shows up as a hang).
describe('bugs the PDF fuzzer found', () => {
  const enModern = () => new PdfCorpus().synthetic.find((s) => s.name.endsWith('en-modern.pdf'))!;

  it('a pdf.js failure after the document opened (a page tree that contains itself) is UNREADABLE_PDF', async () => {
    const cyclic = await structuralVariant(enModern(), 'page-tree-cycle');
    const err = await readPdfBytes(cyclic!.bytes).catch((e) => e);
    expect(err).toBeInstanceOf(AppError);
    expect(err.code).toBe('UNREADABLE_PDF');
  });

  it('a PDF that stalls pdf.js (20,000 nested q) is answered UNREADABLE_PDF at the read deadline', async () => {
    const deep = await structuralVariant(enModern(), 'deep-q-nesting');
    const s = await runFixedCases([{ index: 0, label: 'deep-q', job: { kind: 'pdf', bytes: deep!.bytes } }], {
      workers: 1,
      readTimeoutMs: 1000,
      timeoutMs: 20_000,
    });
    expect(s.failures).toEqual([]);
    expect(s.refused).toEqual({ UNREADABLE_PDF: 1 });
    expect(s.deadline).toBe(1);
  });

  it('extreme geometry and 30,000 items on one line end as a profile or a parser error', async () => {
    const { items, pages, meta } = await readPdfBytes(enModern().bytes);
    const far = items.map((i, k) => (k === 3 ? { ...i, x: -1e308 } : i));
    const oneLine = Array.from({ length: 30_000 }, (_, k) => ({ ...items[k % items.length], x: 10, y: 10, page: 1 }));
    // One 200,000-letter item: the e-mail pattern used to rescan it from every position (50 s).
    const longRun = items.map((i, k) => (k === 5 ? { ...i, text: 'x'.repeat(200_000) } : i));
    const cases = [
      { mode: 'image' as const, items: far, pages },
      { mode: 'pdf' as const, items: oneLine, pages, meta },
      { mode: 'image' as const, items, pages: [{ width: Number.NaN, height: 1 }] },
      { mode: 'pdf' as const, items: longRun, pages, meta },
    ].map((input, index) => ({ index, label: `regression ${index}`, job: { kind: 'input' as const, input } }));
    const s = await runFixedCases(cases, { workers: 1, timeoutMs: 20_000 });
    expect(s.failures).toEqual([]);
    expect(s.cases).toBe(4);
  });

  it('a location line longer than the schema allows is clipped, not a schema error', async () => {
    const { items, pages, meta } = await readPdfBytes(enModern().bytes);
    const at = items.findIndex((i) => i.text.startsWith('Austin'));
    expect(at).toBeGreaterThanOrEqual(0);
    const long = items.map((i, k) => (k === at ? { ...i, text: `${'Austin'.repeat(60)}, Texas, United States` } : i));
    const profile = parseProfile({ items: long, pages, meta, mode: 'pdf' });
    expect(profile.basics.location?.city?.length).toBe(200);
  });

  it('more text than 30 pages can hold is TOO_LARGE before the parser spends memory on it', async () => {
    const { items, pages, meta } = await readPdfBytes(enModern().bytes);
    const flood = [...items, ...Array.from({ length: 3 }, () => ({ ...items[0], text: 'Engineer '.repeat(40_000) }))];
    const err = (() => {
      try {
        parseProfile({ items: flood, pages, meta, mode: 'pdf' });
      } catch (e) {
        return e as AppError;
      }
    })();
    expect(err?.code).toBe('TOO_LARGE');
  });
});
