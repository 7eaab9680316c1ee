// The service worker registers and controls the page, and Chromium's own installability
// check (DevTools Protocol Page.getInstallabilityErrors) finds nothing to object to. Also: the manifest's images
// are real PNG/JPEG files of the sizes it claims, and the app shell opens offline on the public side too.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppServer, startAppServer } from '../helpers/app-server.ts';
import { type LaunchedBrowser, launchBrowser } from '../helpers/browser.ts';
import { reloadUnderServiceWorker } from '../helpers/pwa.ts';

let server: AppServer;
let browser: LaunchedBrowser;
let page: Page;

beforeAll(async () => {
  server = await startAppServer();
  browser = await launchBrowser();
  page = await browser.newPage();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

interface ManifestImage {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
  form_factor?: string;
}

/** Width and height from the file itself: PNG's IHDR, or JPEG's first SOFn segment. */
function imageSize(bytes: Buffer): string {
  if (bytes.subarray(1, 4).toString() === 'PNG') return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
  for (let i = 2; i < bytes.length; ) {
    const marker = bytes[i + 1]!;
    if (marker >= 0xc0 && marker <= 0xc3) return `${bytes.readUInt16BE(i + 7)}x${bytes.readUInt16BE(i + 5)}`;
    i += 2 + bytes.readUInt16BE(i + 2);
  }
  return 'unknown';
}

describe('installable PWA', () => {
  it('registers a service worker that controls the page after a reload', async () => {
    await page.goto(`${server.url}/`);
    await reloadUnderServiceWorker(page);
    const scope = await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.scope));
    expect(scope).toBe(`${server.url}/`);
  });

  it('passes Chromium installability check with no errors', async () => {
    const cdp = await browser.context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    await cdp.detach();
  });

  it('has a manifest for the dashboard, standalone, with PNG icons (one maskable) and screenshots', async () => {
    const res = await fetch(`${server.url}/manifest.webmanifest`);
    expect(res.headers.get('content-type')).toContain('application/manifest+json');
    const manifest = (await res.json()) as Record<string, unknown> & {
      icons: ManifestImage[];
      screenshots: ManifestImage[];
    };
    expect(manifest).toMatchObject({ start_url: '/dashboard', display: 'standalone', scope: '/' });
    expect(manifest.description).toEqual(expect.any(String));
    const pngs = manifest.icons.filter((i) => i.type === 'image/png');
    expect(pngs.map((i) => `${i.sizes} ${i.purpose}`).sort()).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    expect(manifest.screenshots.map((s) => s.form_factor).sort()).toEqual(['narrow', 'wide']);
    for (const image of [...pngs, ...manifest.screenshots]) {
      const file = await fetch(`${server.url}${image.src}`);
      expect(file.status, image.src).toBe(200);
      const bytes = Buffer.from(await file.arrayBuffer());
      expect(imageSize(bytes), image.src).toBe(image.sizes);
      // The richer install dialog is for small images; a PNG landing page would be several times this.
      expect(bytes.length, image.src).toBeLessThan(150_000);
    }
  });

  it('opens public pages from the app shell offline, with the offline indicator', async () => {
    await browser.context.setOffline(true);
    try {
      await page.goto(`${server.url}/pricing`);
      await page.getByTestId('offline-indicator').waitFor();
      expect(await page.getByRole('status').filter({ hasText: "You're offline." }).count()).toBe(1);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
    } finally {
      await browser.context.setOffline(false);
    }
    await expect.poll(() => page.getByTestId('offline-indicator').count()).toBe(0);
  });
});
