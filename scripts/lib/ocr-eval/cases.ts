import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { readPdfBytes } from '../../../edge/adapters/node/read-pdf-node.ts';
import { parseProfile } from '../../../edge/core/profile/parse.ts';
import { renderPdf, renderPng } from '../../../tests/fixtures/generator/index.ts';
import { WEB_PEOPLE } from '../../../tests/fixtures/generator/web/people.ts';
import type { WebShooter } from '../../../tests/fixtures/generator/web/shoot.ts';
import { webTruth } from '../../../tests/fixtures/generator/web/truth.ts';
import type { WebShot } from '../../../tests/fixtures/generator/web/types.ts';
import { SYNTHETIC } from '../../../tests/fixtures/synthetic/profiles.ts';
import { type Truth, truthFromProfile } from './score.ts';

// What screenshot reading is measured on: (a) the web-profile generator's screenshots, (b) page 1 of the synthetic
// PDFs and (c) page 1 of the shared real exports, each rendered at 96 and 144 dpi. Truth for (b) and (c) is the PDF
// reader's own reading of that same page.

export interface OcrCase {
  source: string; // "web full page", "synthetic 144 dpi", ...
  label: string; // never a real person's name: file names of real exports are numbered instead
  lang: string;
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

export function webCases(shooter: () => Promise<WebShooter>, people = WEB_PEOPLE): OcrCase[] {
  return people.flatMap((person, i) =>
    webShots(i).map((shot) => {
      const t = webTruth(person);
      return {
        source: shot.capture === 'fullPage' ? 'web full page' : 'web screens',
        label: `${person.id} ${shot.theme} ${shot.width}px`,
        lang: person.lang,
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
  );
}

/** The PDF reader's reading of page 1 alone: what a screenshot of that page can show. */
async function pageOneTruth(pdf: Uint8Array): Promise<{ truth: Truth; lang: string } | null> {
  const x = await readPdfBytes(pdf);
  try {
    const p = parseProfile({
      items: x.items.filter((i) => i.page === 1),
      pages: x.pages.slice(0, 1),
      meta: x.meta,
      mode: 'pdf',
    });
    return { truth: truthFromProfile(p), lang: p.meta.language };
  } catch {
    return null;
  }
}

const DPIS = [96, 144];

async function pdfCases(source: string, files: { label: string; pdf: () => Promise<Uint8Array> }[]) {
  const out: OcrCase[] = [];
  for (const f of files) {
    const pdf = await f.pdf();
    const read = await pageOneTruth(pdf);
    if (!read) continue;
    for (const dpi of DPIS)
      out.push({
        source: `${source} ${dpi} dpi`,
        label: `${f.label} @${dpi}`,
        lang: read.lang,
        truth: read.truth,
        images: async () => [(await renderPng(pdf, dpi)).png],
      });
  }
  return out;
}

export function syntheticCases(): Promise<OcrCase[]> {
  return pdfCases(
    'synthetic',
    SYNTHETIC.map((p) => ({ label: p.id, pdf: async () => (await renderPdf(p)).bytes })),
  );
}

export const EXPORTS_DIR = path.resolve('../shared/fixtures/linkedin-pdf');

export async function exportCases(dir = EXPORTS_DIR): Promise<OcrCase[]> {
  const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.pdf')).sort();
  return pdfCases(
    'exports',
    files.map((f, i) => ({
      label: `export ${String(i + 1).padStart(2, '0')}`,
      pdf: async () => new Uint8Array(await readFile(path.join(dir, f))),
    })),
  );
}
