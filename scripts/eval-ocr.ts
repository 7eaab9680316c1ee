// npm run -s eval:ocr -- [--source web|synthetic|exports] [--lang es,pt] [--dpi 96] [--font roboto,noto]
//                        [--match RE] [--limit N] [--verbose] [--json]
// Screenshot reading measured against known truth: the web-profile generator's screenshots (rendered by Chromium)
// and page 1 of the synthetic PDFs (pdftoppm, 96 and 144 dpi), each drawn in every font family of the generator; and
// every shared modern export (../shared/fixtures/linkedin-pdf and linkedin-pdf-2026): page 1 and every page at 96
// and 144 dpi, and page 1's main column alone, each compared with the PDF reader's reading of the same pages.
// Prints one row per source, per language and per font, with the goals. Real exports are numbered, never named, and
// only the names of wrong fields are printed. The flags pick a subset to iterate on.
import type { Profile } from '../edge/core/profile/schema.ts';
import { ocrLanguage } from '../edge/core/reader/ocr-languages.ts';
import { type WebShooter, webShooter } from '../tests/fixtures/generator/web/shoot.ts';
import { allExportCases, type OcrCase, syntheticCases, webCases } from './lib/ocr-eval/cases.ts';
import { closeReader, readScreenshots } from './lib/ocr-eval/reader.ts';
import { type CaseScore, formatTable, scoreCase, summarize } from './lib/ocr-eval/score.ts';

const argv = process.argv.slice(2);
const opt = (name: string) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1] : undefined;
};
const only = opt('source');
const limit = Number(opt('limit') ?? Number.POSITIVE_INFINITY);
// "--lang es,pt": only cases in those languages (a quick re-measure of what a change touched).
const langs = opt('lang')?.split(',');
// "--dpi 96": only the renders at that resolution (web screenshots have none and are left out).
const dpi = opt('dpi');
// "--font roboto,noto": generated pages in those families only.
const fonts = opt('font')?.split(',');
// "--match '2026 \d+ @'": only cases whose label matches (labels: "export 2026 07 @96", "export 2026 07 p1-3 @144",
// "export 2026 07 main @144", "de-modern roboto @96", "web-de dark 1536px noto").
const match = opt('match') ? new RegExp(opt('match') as string) : undefined;

let shooter: Promise<WebShooter> | undefined;
const getShooter = () => {
  shooter ??= webShooter();
  return shooter;
};

const cases: OcrCase[] = [];
if (!only || only === 'web') cases.push(...webCases(getShooter, undefined, fonts));
if (!only || only === 'synthetic') cases.push(...(await syntheticCases(fonts)));
if ((!only || only === 'exports') && !fonts) cases.push(...(await allExportCases()));

const results: { c: OcrCase; score: CaseScore; ms: number; images: number }[] = [];
for (const c of cases
  .filter(
    (k) =>
      (!langs || langs.includes(k.lang)) &&
      (!dpi || k.source.endsWith(` ${dpi} dpi`)) &&
      (!match || match.test(k.label)),
  )
  .slice(0, limit)) {
  const images = await c.images();
  const t0 = performance.now();
  let read: Profile | null = null;
  let error = '';
  try {
    read = await readScreenshots(images, c.lang);
  } catch (err) {
    error = (err as { code?: string }).code ?? String(err);
  }
  const ms = performance.now() - t0;
  const score = scoreCase(read, c.truth);
  if (error) score.misses.unshift(`refused ${error}`);
  results.push({ c, score, ms, images: images.length });
  if (argv.includes('--verbose') || !argv.includes('--json'))
    console.error(
      `${c.source.padEnd(28)} ${c.label.padEnd(40)} ${c.lang} ${images.length} img ${Math.round(ms)} ms  ${score.misses.join(', ') || 'ok'}`,
    );
}
await closeReader();
await (await shooter)?.close();

const group = (rows: typeof results, key: (r: (typeof results)[number]) => string) => {
  const m = new Map<string, CaseScore[]>();
  for (const r of rows) m.set(key(r), [...(m.get(key(r)) ?? []), r.score]);
  return [...m.entries()].map(([k, s]) => [k, summarize(s)] as [string, ReturnType<typeof summarize>]);
};
// The goals hold per language where an OCR model ships; a language without one (Russian) is read with the English
// model and reported on its own line, outside the per-source figures.
const modelled = results.filter((r) => ocrLanguage(r.c.lang)?.model);
const unmodelled = results.filter((r) => !ocrLanguage(r.c.lang)?.model);
const bySource = group(modelled, (r) => r.c.source);
const byLang = group(results, (r) => `language ${r.c.lang}${ocrLanguage(r.c.lang)?.model ? '' : ' (no OCR model)'}`);
const byFont = group(
  modelled.filter((r) => r.c.font),
  (r) => `font ${r.c.font}`,
);
const all = summarize(modelled.map((r) => r.score));
const without = unmodelled.length
  ? ([
      [
        `no OCR model (${[...new Set(unmodelled.map((r) => r.c.lang))].join(', ')})`,
        summarize(unmodelled.map((r) => r.score)),
      ],
    ] as [string, ReturnType<typeof summarize>][])
  : [];
if (argv.includes('--json')) {
  process.stdout.write(`${JSON.stringify({ bySource, byLang, byFont, all, without }, null, 2)}\n`);
} else {
  console.log(formatTable([...bySource, ['all with an OCR model', all], ...without]));
  console.log();
  console.log(formatTable(byLang));
  if (byFont.length) {
    console.log();
    console.log(formatTable(byFont));
  }
  const per = results.map((r) => r.ms / r.images).sort((a, b) => a - b);
  console.log(
    `\nread time per image: median ${Math.round(per[Math.floor(per.length / 2)] ?? 0)} ms over ${per.length} cases`,
  );
}
