// The width-array guard (edge/reader/pdf-guard.ts): a CIDFont whose /W (or /W2) holds a run like
// `3 99999999999999999999 500` makes pdf.js fill an array entry by entry until the process dies of out-of-memory
// (PDF fuzz, seed 1, case 3308). Such a file must come back as UNREADABLE_PDF; real fonts must pass untouched.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { PDFDict, PDFDocument, PDFName } from 'pdf-lib';
import { afterAll, describe, expect, it } from 'vitest';
import { MAX_WIDTH_RUN, unsafeFontWidths } from '../../edge/reader/pdf-guard.ts';
import { unicodeFont } from '../fixtures/generator/fonts.ts';

type Patch = (doc: PDFDocument, cidFont: PDFDict) => void;

/** One page of text in an embedded CIDFont (DejaVu, Identity-H, as modern exports), its descendant font patched. */
async function cidFontPdf(patch?: Patch, useObjectStreams = false): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await unicodeFont(doc);
  doc.addPage([600, 800]).drawText('Experience', { x: 50, y: 700, size: 12, font });
  const saved = await PDFDocument.load(await doc.save());
  for (const [, obj] of saved.context.enumerateIndirectObjects()) {
    if (obj instanceof PDFDict && obj.get(PDFName.of('Subtype')) === PDFName.of('CIDFontType2')) patch?.(saved, obj);
  }
  return saved.save({ useObjectStreams });
}

const setW =
  (key: 'W' | 'W2', items: number[]): Patch =>
  (doc, font) =>
    font.set(PDFName.of(key), doc.context.obj(items));
const huge = 1e20; // pdf-lib writes it out in full: 100000000000000000000

describe('unsafeFontWidths', () => {
  it('passes a real embedded font, and the /W of a cross-reference stream', async () => {
    expect(await cidFontPdf().then(unsafeFontWidths)).toBeNull();
    // Object streams need an xref stream, whose own /W [1 n 1] must not read as a width run.
    const withXrefStream = await cidFontPdf(undefined, true);
    expect(new TextDecoder('latin1').decode(withXrefStream)).toMatch(/\/Type \/XRef/);
    expect(unsafeFontWidths(withXrefStream)).toBeNull();
    // The longest run a font can have, all 65,536 CIDs.
    expect(await cidFontPdf(setW('W', [0, MAX_WIDTH_RUN, 500])).then(unsafeFontWidths)).toBeNull();
  });

  it('names an overlong /W or /W2 run, inline or behind a reference', async () => {
    expect(await cidFontPdf(setW('W', [3, huge, 500])).then(unsafeFontWidths)).toMatch(
      /^\/W run 3\.\.100000000000000000000 is longer/,
    );
    expect(await cidFontPdf(setW('W', [-2147483649, 40, 500])).then(unsafeFontWidths)).toMatch(/^\/W run /);
    expect(await cidFontPdf(setW('W', [0, MAX_WIDTH_RUN + 1, 500])).then(unsafeFontWidths)).toMatch(/^\/W run /);
    expect(await cidFontPdf(setW('W2', [3, huge, 1000, 500, 880])).then(unsafeFontWidths)).toMatch(/^\/W2 run /);
    const indirect: Patch = (doc, font) =>
      font.set(PDFName.of('W'), doc.context.register(doc.context.obj([3, huge, 5])));
    expect(await cidFontPdf(indirect).then(unsafeFontWidths)).toMatch(/^\/W run /);
  });

  it('mirrors how pdf.js reads the array: a huge width or a huge start with an explicit list is harmless', async () => {
    expect(await cidFontPdf(setW('W', [3, 7, huge])).then(unsafeFontWidths)).toBeNull();
    const list: Patch = (doc, font) => font.set(PDFName.of('W'), doc.context.obj([huge, [500, 600]]));
    expect(await cidFontPdf(list).then(unsafeFontWidths)).toBeNull();
  });
});

describe('reading a PDF with an overlong width run', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'pdf-guard-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  // In a child process with a small heap: without the guard pdf.js aborts the whole process (V8 out-of-memory is
  // fatal, no catch sees it), so the assertion is on how the process ends, not only on what it printed.
  it('is UNREADABLE_PDF, in bounded memory', async () => {
    const file = path.join(dir, 'wide-run.pdf');
    writeFileSync(file, await cidFontPdf(setW('W', [3, huge, 500])));
    const reader = path.resolve(import.meta.dirname, '../../edge/adapters/node/read-pdf-node.ts');
    const script = `const { readPdfNode } = await import(${JSON.stringify(reader)});
      console.log(await readPdfNode(${JSON.stringify(file)}).then(() => 'read', (e) => e.code));`;
    const run = promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', '--max-old-space-size=256', '--input-type=module', '-e', script],
      { maxBuffer: 1 << 20 },
    );
    const { stdout } = await run;
    expect(stdout.trim()).toBe('UNREADABLE_PDF');
  });
});
