import { existsSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { EXPORTS_DIR, exportCases, type OcrCase, syntheticCases, webCases } from '../../scripts/lib/ocr-eval/cases.ts';
import { closeReader, readScreenshots } from '../../scripts/lib/ocr-eval/reader.ts';
import { type CaseScore, GOALS, scoreCase, summarize } from '../../scripts/lib/ocr-eval/score.ts';
import { DEFAULT_PDF_FONT, DEFAULT_WEB_FONT, FONT_FAMILIES } from '../fixtures/generator/fonts.ts';
import { WEB_PEOPLE } from '../fixtures/generator/web/people.ts';
import { hasChromium, type WebShooter, webShooter } from '../fixtures/generator/web/shoot.ts';

// A small slice of `npm run eval:ocr`, measured the same way and held to the same goals, so screenshot reading
// cannot quietly regress: web-page screenshots (a full page, light; overlapping window screenshots, dark; English,
// German and Portuguese), page 1 of two synthetic exports at 96 and 144 dpi, and three shared real exports when
// present (one of them Chinese, whose date line OCR reads with marks missing); and a page of each kind in each font
// family the generator draws.

let shooter: Promise<WebShooter> | undefined;
const getShooter = () => {
  shooter ??= webShooter();
  return shooter;
};

afterAll(async () => {
  await closeReader();
  await (await shooter)?.close();
});

async function measure(cases: OcrCase[]): Promise<CaseScore[]> {
  const scores: CaseScore[] = [];
  for (const c of cases) {
    const read = await readScreenshots(await c.images(), c.lang).catch(() => null);
    scores.push(scoreCase(read, c.truth));
  }
  return scores;
}

function expectGoals(scores: CaseScore[]) {
  const s = summarize(scores);
  expect(s.name).toBeGreaterThanOrEqual(GOALS.name);
  expect(s.headline).toBeGreaterThanOrEqual(GOALS.headline);
  expect(s.rolesRecall).toBeGreaterThanOrEqual(GOALS.rolesRecall);
  expect(s.rolesPrecision).toBeGreaterThanOrEqual(GOALS.rolesPrecision);
  expect(s.schoolsRecall).toBeGreaterThanOrEqual(GOALS.schoolsRecall);
}

describe('screenshot reading holds its goals on a slice of eval:ocr', () => {
  it.skipIf(!hasChromium)('web profile pages, light and dark, English, German and Portuguese', async () => {
    const people = WEB_PEOPLE.filter((p) => ['web-en-data', 'web-de', 'web-pt'].includes(p.id));
    expectGoals(await measure(webCases(getShooter, people, [DEFAULT_WEB_FONT])));
  });

  it('synthetic exports rendered at 96 and 144 dpi', async () => {
    const cases = (await syntheticCases([DEFAULT_PDF_FONT])).filter((c) => /^(de-modern|en-legacy)\b/.test(c.label));
    expect(cases).toHaveLength(4);
    expectGoals(await measure(cases));
  });

  it.skipIf(!existsSync(EXPORTS_DIR))('real exports rendered at 144 dpi', async () => {
    const cases = (await exportCases()).filter((c) => /^export (05|2[45]) @144$/.test(c.label));
    expect(cases).toHaveLength(3);
    expectGoals(await measure(cases));
  });
});

// Each font family people's screenshots show, drawn on purpose (the generator embeds the family's files): one
// synthetic export at 96 dpi per family, and one web page (both captures) per family that meets the goals today.
// Liberation Sans and Roboto do not yet on the web page (`npm run -s eval:ocr -- --source web --font liberation,roboto`:
// a company logo's letters read as the company under a grouped employer; "Gdańsk" read as "Gdarnisk"), so they are
// measured by the eval and left out here until they do.
const WEB_FONTS_AT_GOAL = ['noto', 'open-sans'];

describe.each(FONT_FAMILIES.filter((f) => f.id !== DEFAULT_PDF_FONT).map((f) => f.id))('drawn in %s', (font) => {
  if (WEB_FONTS_AT_GOAL.includes(font)) {
    it.skipIf(!hasChromium)('a web profile page, light and dark', async () => {
      const people = WEB_PEOPLE.filter((p) => p.id === 'web-en-data');
      expectGoals(await measure(webCases(getShooter, people, [font])));
    });
  }

  it('a synthetic export at 96 dpi', async () => {
    const cases = (await syntheticCases([font])).filter((c) => /^de-modern\b.* @96$/.test(c.label));
    expect(cases).toHaveLength(1);
    expectGoals(await measure(cases));
  });
});
