// OCR bench: a synthetic export rendered to PNG at 150 dpi, read by tesseract.js in Node (bundled English model)
// and parsed in image mode. Each run starts its own tesseract worker, as a first screenshot does in the browser, so
// the figure includes loading the model. Also reports how many experience titles came through (sanity, not speed).
import { readScreenshotsNode } from '../../edge/adapters/node/ocr-node.ts';
import { parseProfile } from '../../edge/core/profile/parse.ts';
import { renderPdf, renderPng } from '../fixtures/generator/index.ts';
import { enOcr } from '../fixtures/synthetic/profiles.ts';

const RUNS = Number(process.env.BENCH_OCR_RUNS ?? 3);

export async function run(): Promise<Record<string, unknown>> {
  const { png } = await renderPng((await renderPdf(enOcr)).bytes, 150);
  const samples: number[] = [];
  let titlesFound = 0;
  const titles = enOcr.work.flatMap((c) => c.roles.map((r) => r.title));
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    const profile = parseProfile(await readScreenshotsNode([png]));
    samples.push(performance.now() - t0);
    titlesFound = titles.filter((t) => profile.work.some((w) => w.position === t)).length;
  }
  samples.sort((a, b) => a - b);
  return {
    png_kb: Math.round(png.byteLength / 1024),
    runs: RUNS,
    median_ms: Math.round(samples[Math.floor(samples.length / 2)]),
    max_ms: Math.round(samples[samples.length - 1]),
    titles_found: `${titlesFound}/${titles.length}`,
  };
}
