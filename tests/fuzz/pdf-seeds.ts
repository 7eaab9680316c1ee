// The PDFs the byte mutators start from: our synthetic exports, the real exports in ../shared/fixtures (read at
// run time only, never copied), and structural variants built with pdf-lib that random byte flips would almost
// never reach: absurd page boxes, huge text items, garbage content streams, too many pages, a page-tree cycle,
// an /Encrypt entry, raw text operators with extreme matrices and font sizes.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PDFDocument, PDFName, PDFNumber, type PDFPage, StandardFonts } from 'pdf-lib';

export interface SeedPdf {
  name: string;
  bytes: Uint8Array;
}

const here = import.meta.dirname;
const SYNTHETIC = path.resolve(here, '../fixtures/synthetic');
export const REAL_DIR = path.resolve(here, '../../../shared/fixtures/linkedin-pdf');

function readPdfs(dir: string, prefix: string): SeedPdf[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.pdf'))
    .sort()
    .map((f) => ({ name: `${prefix}/${f}`, bytes: new Uint8Array(readFileSync(path.join(dir, f))) }));
}

/** Synthetic exports always; real ones when ../shared/fixtures/linkedin-pdf exists (else the list is shorter). */
export function basePdfs(): { synthetic: SeedPdf[]; real: SeedPdf[] } {
  return { synthetic: readPdfs(SYNTHETIC, 'synthetic'), real: readPdfs(REAL_DIR, 'real') };
}

type Variant = (doc: PDFDocument, pages: PDFPage[]) => Promise<void> | void;

/** Raw content appended to a page, with Helvetica registered under a name the operators can use. */
async function appendRaw(doc: PDFDocument, page: PDFPage, ops: (font: string) => string): Promise<void> {
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const key = page.node.newFontDictionary('Fz', font.ref);
  const stream = doc.context.stream(ops(key.asString()));
  page.node.addContentStream(doc.context.register(stream));
}

const VARIANTS: Record<string, Variant> = {
  'mediabox-huge': (_d, pages) => {
    for (const p of pages) p.setMediaBox(0, 0, 1e9, 1e9);
  },
  'mediabox-zero': (_d, pages) => {
    for (const p of pages) p.setMediaBox(0, 0, 0, 0);
  },
  'mediabox-negative': (_d, pages) => {
    for (const p of pages) p.setMediaBox(-5e6, -5e6, -10, -10);
  },
  'mediabox-tiny': (_d, pages) => {
    for (const p of pages) p.setMediaBox(0, 0, 0.001, 0.001);
  },
  'rotate-odd': (_d, pages) => {
    for (const p of pages) p.node.set(PDFName.of('Rotate'), PDFNumber.of(45));
  },
  'huge-text-item': async (doc, pages) => {
    const big = 'Engineer '.repeat(40_000); // 360 KB in one Tj
    await appendRaw(doc, pages[0], (f) => `BT ${f} 12 Tf 223 700 Td (${big}) Tj ET`);
  },
  'huge-name-line': async (doc, pages) => {
    // A 26 pt line where the name goes, far longer than any field allows.
    await appendRaw(doc, pages[0], (f) => `BT ${f} 26 Tf 223 740 Td (${'Ada Lovelace '.repeat(3000)}) Tj ET`);
  },
  'many-text-items': async (doc, pages) => {
    const ops: string[] = [];
    for (let i = 0; i < 40_000; i++) ops.push(`1 0 0 1 ${(i * 7) % 600} ${(i * 13) % 790} Tm (w${i}) Tj`);
    await appendRaw(doc, pages[0], (f) => `BT ${f} 9 Tf ${ops.join('\n')} ET`);
  },
  'extreme-matrices': async (doc, pages) => {
    const mats = ['1e38 0 0 1e38 0 0', '0 0 0 0 0 0', '-1 0 0 -1 1e30 -1e30', '1 1e-30 1e30 1 5 5', '1 0 0 1 NaN 3'];
    await appendRaw(doc, pages[0], (f) => mats.map((m) => `BT ${f} 1e30 Tf ${m} Tm (Experience) Tj ET`).join('\n'));
  },
  'deep-q-nesting': async (doc, pages) => {
    await appendRaw(doc, pages[0], (f) => `${'q '.repeat(20_000)}BT ${f} 10 Tf (deep) Tj ET${' Q'.repeat(20_000)}`);
  },
  'garbage-content': async (doc, pages) => {
    const junk = Array.from({ length: 4000 }, (_, i) => String.fromCharCode((i * 7919) % 256)).join('');
    for (const p of pages) {
      const s = doc.context.stream(junk, { Filter: 'FlateDecode' });
      p.node.set(PDFName.of('Contents'), doc.context.register(s));
    }
  },
  'too-many-pages': (doc, pages) => {
    for (let i = 0; i < 31; i++) doc.addPage([pages[0].getWidth(), pages[0].getHeight()]);
  },
  'page-tree-cycle': (doc) => {
    const tree = doc.catalog.Pages();
    tree.Kids().push(doc.catalog.get(PDFName.of('Pages'))!);
    tree.set(PDFName.of('Count'), PDFNumber.of(1_000_000));
  },
  encrypted: (doc) => {
    const enc = doc.context.obj({ Filter: 'Standard', V: 1, R: 2, O: 'x'.repeat(32), U: 'y'.repeat(32), P: -4 });
    doc.context.trailerInfo.Encrypt = doc.context.register(enc);
  },
  'no-contents': (_d, pages) => {
    for (const p of pages) p.node.delete(PDFName.of('Contents'));
  },
};

export const VARIANT_NAMES = Object.keys(VARIANTS);

/** Re-saved without object streams, so every object is a plain `N 0 obj ... endobj` the byte mutators can find. */
export async function uncompressed(seed: SeedPdf): Promise<SeedPdf | null> {
  try {
    const doc = await PDFDocument.load(seed.bytes, { ignoreEncryption: true, updateMetadata: false });
    return { name: `${seed.name}+plain`, bytes: await doc.save({ useObjectStreams: false }) };
  } catch {
    return null; // pdf-lib cannot read it: the byte mutators still get the original
  }
}

export async function structuralVariant(seed: SeedPdf, variant: string): Promise<SeedPdf | null> {
  try {
    const doc = await PDFDocument.load(seed.bytes, { ignoreEncryption: true, updateMetadata: false });
    await VARIANTS[variant](doc, doc.getPages());
    const bytes = await doc.save({ useObjectStreams: false, updateFieldAppearances: false });
    return { name: `${seed.name}+${variant}`, bytes };
  } catch {
    return null;
  }
}
