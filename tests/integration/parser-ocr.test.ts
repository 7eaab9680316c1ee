import { describe, expect, it } from 'vitest';
import { ocrBytesNode } from '../../edge/adapters/node/ocr-node.ts';
import { formatLocation } from '../../edge/core/profile/fields/location.ts';
import { parseProfile } from '../../edge/core/profile/parse.ts';
import { renderPdf, renderPng } from '../fixtures/generator/index.ts';
import { hasChromium, screenshotWebProfile, WEB_PROFILE } from '../fixtures/generator/web-page.ts';
import { enOcr } from '../fixtures/synthetic/profiles.ts';

// Image mode: a synthetic export rendered to PNG at 150 dpi (pdftoppm), read by tesseract.js in Node with the
// bundled English model (no network), then the same parser in image mode.

describe('OCR of a profile screenshot', () => {
  it('gets the name, the headline and at least 80% of the experience titles', async () => {
    const { png } = await renderPng((await renderPdf(enOcr)).bytes, 150);
    const progress: number[] = [];
    const { items, pages } = await ocrBytesNode(png, { dpi: 150, onProgress: (p) => progress.push(p) });
    const profile = parseProfile({ items, pages, mode: 'image' });

    expect(profile.meta.layout).toBe('image');
    expect(profile.basics.name).toBe(enOcr.name);
    expect(profile.basics.label).toBe(enOcr.headline);
    const titles = enOcr.work.flatMap((c) => c.roles.map((r) => r.title));
    const found = titles.filter((t) => profile.work.some((w) => w.position === t));
    expect(found.length / titles.length).toBeGreaterThanOrEqual(0.8);
    expect(progress.length).toBeGreaterThan(0);
    expect(Math.max(...progress)).toBe(100);
  }, 120_000);
});

describe.skipIf(!hasChromium)('OCR of a screenshot of the profile page', () => {
  it('gets name, headline, location, About and every role despite buttons and the side rail', async () => {
    const png = await screenshotWebProfile();
    const { items, pages } = await ocrBytesNode(png, { dpi: 144 });
    const p = parseProfile({ items, pages, mode: 'image' });
    const fold = (s = '') => s.normalize('NFKD').replace(/\p{M}/gu, '');
    expect(p.basics.name).toBe(WEB_PROFILE.name);
    expect(p.basics.label).toBe(WEB_PROFILE.headline);
    expect(fold(formatLocation(p.basics.location))).toBe(fold(WEB_PROFILE.location));
    expect(p.basics.summary).toBe(WEB_PROFILE.about);
    expect(p.work.map((w) => [w.position, w.startDate])).toEqual(WEB_PROFILE.roles.map((r) => [r.title, r.start]));
    expect(p.work.map((w) => w.name)).toEqual(['Orbital Freight', 'Baltic Logistics', 'Nordic Parcel']);
  }, 120_000);
});
