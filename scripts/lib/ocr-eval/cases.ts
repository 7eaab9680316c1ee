import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { readPdfBytes } from '../../../edge/adapters/node/read-pdf-node.ts';
import { findColumns } from '../../../edge/core/profile/columns.ts';
import { parseProfile } from '../../../edge/core/profile/parse.ts';
import { FONT_FAMILIES } from '../../../tests/fixtures/generator/fonts.ts';
import { renderPdf, renderPng, renderPngPages } from '../../../tests/fixtures/generator/index.ts';
import { WEB_PEOPLE } from '../../../tests/fixtures/generator/web/people.ts';
import type { WebShooter } from '../../../tests/fixtures/generator/web/shoot.ts';
import { webTruth } from '../../../tests/fixtures/generator/web/truth.ts';
import type { WebShot } from '../../../tests/fixtures/generator/web/types.ts';
import { SYNTHETIC } from '../../../tests/fixtures/synthetic/profiles.ts';
import { type Truth, truthFromProfile } from './score.ts';

// What screenshot reading is measured on: (a) the web-profile generator's screenshots and (b) page 1 of the synthetic
// PDFs rendered at 96 and 144 dpi, each drawn in every font family of the generator; (c) the shared real exports
// (page 1, every page, the main column). Truth for (b) and (c) is the PDF reader's own reading of the same pages.

export interface OcrCase {
  source: string; // "web full page", "synthetic 144 dpi", ...
  label: string; // never a real person's name: file names of real exports are numbered instead
  lang: string;
  /** The font family a generated page is drawn in; none for real exports. */
  font?: string;
  truth: Truth;
  images: () => Promise<Buffer[]>;
}

/** Two captures per person: one full page (light), one set of overlapping window screenshots (dark). */
export function webShots(index: number): WebShot[] {
  const widths = [1280, 1440, 1536, 1920];
  return [
    { theme: 'light', width: widths[index % 4], capture: 'fullPage', browserChrome: index % 2 === 0 },
    { theme: 'dark', width: widths[(index + 2) % 4], capture: 'screens', browserChrome: index % 2 === 1 },
  ];
}

/** Each person's two captures in each font family (all, or those named). */
export function webCases(shooter: () => Promise<WebShooter>, people = WEB_PEOPLE, fonts?: string[]): OcrCase[] {
  return people.flatMap((person, i) =>
    webShots(i).flatMap((plain) =>
      fontsOf(fonts).map((font) => {
        const shot = { ...plain, font };
        const t = webTruth(person);
        return {
          source: shot.capture === 'fullPage' ? 'web full page' : 'web screens',
          label: `${person.id} ${shot.theme} ${shot.width}px ${font}`,
          lang: person.lang,
          font,
          truth: {
            name: t.name,
            headline: t.headline,
            location: t.location,
            roles: t.roles.map((r) => ({ title: r.title, company: r.company })),
            schools: t.schools.map((s) => s.school),
          },
          images: async () => (await shooter()).shoot(person, shot),
        };
      }),
    ),
  );
}

/** The PDF reader's reading of the first pages: what screenshots of those pages can show. */
async function pagesTruth(pdf: Uint8Array, pages = 1) {
  const x = await readPdfBytes(pdf);
  try {
    const items = x.items.filter((i) => i.page <= pages);
    const p = parseProfile({ items, pages: x.pages.slice(0, pages), meta: x.meta, mode: 'pdf' });
    const boundary = findColumns(items, x.pages).boundary;
    return { truth: truthFromProfile(p), lang: p.meta.language, pages: x.pages.length, boundary };
  } catch {
    return null;
  }
}

const DPIS = [96, 144];

interface PdfFile {
  label: string;
  pdf: () => Promise<Uint8Array>;
  font?: string;
}

/** Page 1 at 96 and 144 dpi. */
async function pdfCases(source: string, files: PdfFile[]) {
  const out: OcrCase[] = [];
  for (const f of files) {
    const pdf = await f.pdf();
    const read = await pagesTruth(pdf);
    if (!read) continue;
    for (const dpi of DPIS)
      out.push({
        source: `${source} ${dpi} dpi`,
        label: `${f.label} @${dpi}`,
        lang: read.lang,
        font: f.font,
        truth: read.truth,
        images: async () => [(await renderPng(pdf, dpi)).png],
      });
  }
  return out;
}

/** The fonts the generator draws its pages in: all of them, or those named. */
const fontsOf = (ids?: string[]) => FONT_FAMILIES.filter((f) => !ids || ids.includes(f.id)).map((f) => f.id);

export function syntheticCases(fonts?: string[]): Promise<OcrCase[]> {
  return pdfCases(
    'synthetic',
    // The legacy layout is always set in Times: drawn once, not once per family.
    SYNTHETIC.flatMap((p) =>
      (p.layout === 'legacy' ? [undefined] : fontsOf(fonts)).map((font) => ({
        label: font ? `${p.id} ${font}` : p.id,
        font,
        pdf: async () => (await renderPdf(p, font)).bytes,
      })),
    ),
  );
}

export const EXPORTS_DIR = path.resolve('../shared/fixtures/linkedin-pdf');
/** Every shared modern export: the older set and the 2026 one. */
export const EXPORT_DIRS = [EXPORTS_DIR, path.resolve('../shared/fixtures/linkedin-pdf-2026')];

async function exportFiles(dirs: string[]): Promise<PdfFile[]> {
  const out: PdfFile[] = [];
  for (const dir of dirs) {
    const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.pdf')).sort();
    const set = dirs.length > 1 && dir !== EXPORTS_DIR ? `${path.basename(dir).replace('linkedin-pdf-', '')} ` : '';
    for (const [i, f] of files.entries())
      out.push({
        label: `export ${set}${String(i + 1).padStart(2, '0')}`,
        pdf: async () => new Uint8Array(await readFile(path.join(dir, f))),
      });
  }
  return out;
}

export async function exportCases(dir = EXPORTS_DIR): Promise<OcrCase[]> {
  return pdfCases('exports', await exportFiles([dir]));
}

/**
 * Every shared export, as people would screenshot it: page 1 at 96 and 144 dpi, every page (up to the six
 * screenshots an analysis takes) at 96 and 144 dpi read together, and page 1's main column alone at 144 dpi.
 */
export async function allExportCases(dirs = EXPORT_DIRS): Promise<OcrCase[]> {
  const out = await pdfCases('exports page 1', await exportFiles(dirs));
  for (const f of await exportFiles(dirs)) {
    const pdf = await f.pdf();
    const first = await pagesTruth(pdf);
    if (!first) continue;
    const count = Math.min(first.pages, MAX_SCREENSHOTS);
    const all = count > 1 ? await pagesTruth(pdf, count) : null;
    if (all)
      for (const dpi of DPIS)
        out.push({
          source: `exports every page ${dpi} dpi`,
          label: `${f.label} p1-${count} @${dpi}`,
          lang: all.lang,
          truth: all.truth,
          images: () => renderPngPages(pdf, dpi, count),
        });
    const boundary = first.boundary;
    if (boundary !== null)
      out.push({
        source: 'exports main column 144 dpi',
        label: `${f.label} main @144`,
        lang: first.lang,
        truth: first.truth,
        images: async () => [await mainColumn((await renderPng(pdf, 144)).png, boundary, 144)],
      });
  }
  return out;
}

const MAX_SCREENSHOTS = 6;

/** Page 1 cut at the sidebar's edge: a screenshot of the main column alone. */
async function mainColumn(png: Buffer, boundary: number, dpi: number): Promise<Buffer> {
  const img = sharp(png);
  const { width = 0, height = 0 } = await img.metadata();
  const left = Math.max(0, Math.round((boundary * dpi) / 72));
  return img
    .extract({ left, top: 0, width: width - left, height })
    .png()
    .toBuffer();
}
