import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type NodeOcr, nodeOcr, readScreenshotsNode } from '../../edge/adapters/node/ocr-node.ts';
import { parseProfile } from '../../edge/core/profile/parse.ts';
import { renderPdf, renderPng } from '../fixtures/generator/index.ts';
import { webPerson } from '../fixtures/generator/web/people.ts';
import { hasChromium, type WebShooter, webShooter } from '../fixtures/generator/web/shoot.ts';
import { webTruth } from '../fixtures/generator/web/truth.ts';
import { enOcr } from '../fixtures/synthetic/profiles.ts';

// Image mode in Node: screenshots read by tesseract.js with the bundled models (no network), columns found from
// the pixels, several screenshots joined, then the same parser in image mode.

let eng: NodeOcr;
beforeAll(async () => {
  eng = await nodeOcr('en');
});
afterAll(async () => {
  await eng?.close();
});

describe('OCR of an export page', () => {
  it('gets the name, the headline and every experience title, with progress', async () => {
    const { png } = await renderPng((await renderPdf(enOcr)).bytes, 144);
    const progress: number[] = [];
    const input = await readScreenshotsNode([png], { engine: eng, onProgress: (_, f) => progress.push(f) });
    const profile = parseProfile(input);
    expect(profile.meta.layout).toBe('image');
    expect(profile.basics.name).toBe(enOcr.name);
    expect(profile.basics.label).toBe(enOcr.headline);
    const titles = enOcr.work.flatMap((c) => c.roles.map((r) => r.title));
    expect(profile.work.map((w) => w.position)).toEqual(titles);
    expect(progress.length).toBeGreaterThan(1);
    expect(Math.max(...progress)).toBe(1);
  });
});

describe.skipIf(!hasChromium)('OCR of the web profile page', () => {
  let shooter: WebShooter;
  beforeAll(async () => {
    shooter = await webShooter();
  });
  afterAll(async () => {
    await shooter?.close();
  });

  it('reads name, headline, location, About and every role despite buttons, logos and the right rail', async () => {
    const person = webPerson('web-en-data');
    const [png] = await shooter.shoot(person, { theme: 'light', width: 1440, capture: 'fullPage' });
    const p = parseProfile(await readScreenshotsNode([png], { engine: eng }));
    const truth = webTruth(person);
    const fold = (s = '') => s.normalize('NFKD').replace(/\p{M}/gu, '');
    expect(p.basics.name).toBe(truth.name);
    expect(p.basics.label).toBe(truth.headline);
    expect(fold([p.basics.location?.city, p.basics.location?.region, p.basics.location?.countryCode].join(', '))).toBe(
      fold(truth.location),
    );
    expect(p.basics.summary).toBe(truth.about);
    expect(p.work.map((w) => [w.position, w.name, w.startDate])).toEqual(
      truth.roles.map((r) => [r.title, r.company, r.start]),
    );
  });

  it('joins overlapping screenshots of one profile in the dark theme without repeating a role', async () => {
    const person = webPerson('web-en-ai');
    const pngs = await shooter.shoot(person, { theme: 'dark', width: 1280, capture: 'screens', browserChrome: true });
    expect(pngs.length).toBeGreaterThan(1);
    const p = parseProfile(await readScreenshotsNode(pngs, { engine: eng }));
    const truth = webTruth(person);
    expect(p.basics.name).toBe(truth.name);
    expect(p.work.map((w) => w.position)).toEqual(truth.roles.map((r) => r.title));
  });
});
