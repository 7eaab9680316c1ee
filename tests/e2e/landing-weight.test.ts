// The landing page's first load. A visitor who has never signed in downloads neither supabase-js, Dexie
// nor zod (they load when sign-in, the device copy or a form needs them), and every script the page loads stays
// within the 150 KB gzip goal. supabase-js still arrives when a session appears: signed in from another tab, the
// open landing page shows it without a reload, and a reload restores it.
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LaunchedBrowser, launchBrowser } from '../helpers/browser.ts';
import { type RunningServer, startServer } from '../helpers/server.ts';

// Strings each library's bundle carries whatever the minifier does (class names used in messages).
const LIBRARIES = { 'supabase-js': 'GoTrueClient', dexie: 'DexieError', zod: 'ZodError' } as const;
const GOAL_KB_GZIP = 150;

let server: RunningServer;
let browser: LaunchedBrowser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Every script body the page downloads from now on, by path. */
function recordScripts(page: Page): Map<string, Promise<string>> {
  const scripts = new Map<string, Promise<string>>();
  page.on('response', (res) => {
    if (res.request().resourceType() !== 'script') return;
    scripts.set(
      new URL(res.url()).pathname,
      res.text().catch(() => ''),
    );
  });
  return scripts;
}

async function librariesIn(scripts: Map<string, Promise<string>>): Promise<string[]> {
  const bodies = await Promise.all(scripts.values());
  return Object.entries(LIBRARIES)
    .filter(([, marker]) => bodies.some((b) => b.includes(marker)))
    .map(([name]) => name);
}

const header = (page: Page) => page.getByRole('banner');

describe('the landing page first load', () => {
  let landing: Page;
  let scripts: Map<string, Promise<string>>;

  it('loads no supabase-js, Dexie or zod for a new visitor, and stays within the JS goal', async () => {
    landing = await browser.newPage();
    scripts = recordScripts(landing);
    await landing.goto(`${server.url}/`, { waitUntil: 'networkidle' });
    await header(landing).getByRole('link', { name: 'Login' }).waitFor();
    expect(await librariesIn(scripts)).toEqual([]);
    const bodies = await Promise.all(scripts.values());
    expect(bodies.length).toBeGreaterThan(0);
    const kb = bodies.reduce((n, b) => n + gzipSync(b).length, 0) / 1024;
    expect(kb).toBeLessThanOrEqual(GOAL_KB_GZIP);
  });

  it('shows a sign-in made in another tab without a reload, loading supabase-js only then', async () => {
    const other = await browser.newPage();
    const email = `lazy.auth.${Date.now()}@example.com`;
    await other.goto(`${server.url}/register?plan=free`);
    await other.getByLabel('First name', { exact: true }).fill('Ada');
    await other.getByLabel('Last name', { exact: true }).fill('Lovelace');
    await other.getByLabel('Email', { exact: true }).fill(email);
    await other.getByLabel('Password', { exact: true }).fill('analytical-1843');
    await other.getByLabel('Confirm password', { exact: true }).fill('analytical-1843');
    await other.getByRole('button', { name: 'Create free account' }).click();
    await other.waitForURL('**/dashboard');

    await header(landing).getByRole('link', { name: 'Dashboard' }).waitFor();
    expect(await librariesIn(scripts)).toContain('supabase-js');
    await other.close();
  });

  it('restores the stored session on a reload', async () => {
    scripts.clear();
    await landing.reload({ waitUntil: 'networkidle' });
    await header(landing).getByRole('link', { name: 'Dashboard' }).waitFor();
    expect(await header(landing).getByRole('link', { name: 'Login' }).count()).toBe(0);
    expect(await librariesIn(scripts)).toContain('supabase-js');
  });
});
