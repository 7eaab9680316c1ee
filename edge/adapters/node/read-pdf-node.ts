import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { type Extracted, type ExtractOptions, extractText } from '../../reader/extract.ts';

// pdf.js in Node: the legacy build (no DOM needed); fonts and CMaps read from the installed package, never fetched.
const require = createRequire(import.meta.url);
const root = path.dirname(require.resolve('pdfjs-dist/package.json'));
const assets = {
  standardFontDataUrl: `${path.join(root, 'standard_fonts')}${path.sep}`,
  cMapUrl: `${path.join(root, 'cmaps')}${path.sep}`,
};

let pdfjs: Promise<typeof import('pdfjs-dist/legacy/build/pdf.mjs')> | undefined;
const load = () => {
  pdfjs ??= import('pdfjs-dist/legacy/build/pdf.mjs');
  return pdfjs;
};

export async function readPdfBytes(bytes: Uint8Array, opts: ExtractOptions = {}): Promise<Extracted> {
  return extractText(await load(), bytes, { ...assets, ...opts });
}

export async function readPdfNode(file: string, opts: ExtractOptions = {}): Promise<Extracted> {
  return readPdfBytes(new Uint8Array(await readFile(file)), opts);
}
