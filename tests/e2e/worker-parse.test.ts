// In Debian's Chromium against the real server over the built app: PDFs read by the app's own
// parse worker give the same Profile as the Node parse the CLI uses; a PNG of a synthetic profile, read by OCR in the
// same worker, gives name, headline and at least 80% of the experience titles; and no request leaves this machine.
// The server runs in process (as in analysis.test.ts) so the test user can be given scans through the database.
// Real exports from ../shared/fixtures are read at run time when present and never printed: only field paths are.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseFile } from '../../edge/adapters/node/parse-file.ts';
import type { Profile } from '../../edge/core/profile/schema.ts';
import { applyDraft, toDraft } from '../../web/features/analysis/review-model.ts';
import { renderPdf, renderPng } from '../fixtures/generator/index.ts';
import { enOcr } from '../fixtures/synthetic/profiles.ts';
import { HAS_PDFTOPPM, registerFree } from '../helpers/analysis-page.ts';
import { type AppServer, startAppServer } from '../helpers/app-server.ts';
import { type LaunchedBrowser, launchBrowser, watchPage } from '../helpers/browser.ts';
import { diffPaths, guardNetwork, uploadAndScore } from '../helpers/worker-parse.ts';

const SYNTHETIC_DIR = resolve('tests/fixtures/synthetic');
const REAL_DIR = resolve('../shared/fixtures/linkedin-pdf');

interface Case {
  label: string;
  path: string;
  real: boolean;
}

// Three real exports from different sources (spread over the sorted list), when the directory exists.
function realCases(): Case[] {
  if (!existsSync(REAL_DIR)) return [];
  const all = readdirSync(REAL_DIR)
    .filter((f) => f.endsWith('.pdf'))
    .sort();
  const picked = [...new Set([0, Math.floor(all.length / 3), Math.floor((2 * all.length) / 3)])].filter(
    (i) => i < all.length,
  );
  return picked.map((i, k) => ({ label: `real export ${k + 1}`, path: join(REAL_DIR, all[i]), real: true }));
}

const CASES: Case[] = [
  ...readdirSync(SYNTHETIC_DIR)
    .filter((f) => f.endsWith('.pdf'))
    .sort()
    .map((f) => ({ label: `synthetic ${f}`, path: join(SYNTHETIC_DIR, f), real: false })),
  ...realCases(),
];

let server: AppServer;
let browser: LaunchedBrowser;
let page: Page;
let net: Awaited<ReturnType<typeof guardNetwork>>;
const workerUrls = new Set<string>();
const pageErrors: string[] = [];
const nodeProfiles = new Map<string, Profile>();

// JSON as the page would send it: undefined fields dropped.
const plain = <T>(v: T): T => JSON.parse(JSON.stringify(v));

/** Deep equality; for real exports only the differing field paths may show up in a failure. */
function expectSame(actual: unknown, expected: unknown, c: Case) {
  if (c.real) expect(diffPaths(plain(actual), plain(expected)), c.label).toEqual([]);
  else expect(plain(actual), c.label).toEqual(plain(expected));
}

beforeAll(async () => {
  for (const c of CASES) nodeProfiles.set(c.path, await parseFile(c.path));
  server = await startAppServer();
  browser = await launchBrowser();
  net = await guardNetwork(browser.context);
  page = await browser.newPage();
  watchPage(page, pageErrors);
  page.on('worker', (w) => workerUrls.add(w.url()));
  const email = `worker.parse.${Date.now()}@example.com`;
  await registerFree(page, server.url, { first: 'Wendy', last: 'Worker', email, password: 'worker-parse-1' });
  await server.sql.query('update public.users set scans_remaining = 50 where email = $1', [email]);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('parsing in the browser worker', () => {
  it.each(CASES)('$label: the app sends the Profile the Node parse gives', async (c) => {
    const file = { name: 'Profile.pdf', mimeType: 'application/pdf' as const, buffer: readFileSync(c.path) };
    const sent = await uploadAndScore(page, server.url, file);
    const node = nodeProfiles.get(c.path)!;
    // The review step applies the (untouched) draft; the same step over the Node parse must give the same body.
    expectSame(sent, applyDraft(node, toDraft(node)), c);
    expect(sent.work.length, c.label).toBeGreaterThan(0);
  });

  it("the app's parse worker returns exactly the Node Profile, one worker for every file", async () => {
    const url = [...workerUrls].find((u) => /\/parse\.worker[^/]*\.js$/.test(u));
    expect(url).toBeDefined();
    const files = CASES.map((c) => readFileSync(c.path).toString('base64'));
    // The built worker module, spoken to with its own protocol: a warm-up, then every file in turn.
    const results = await page.evaluate(
      async ({ src, all }) => {
        const worker = new Worker(src, { type: 'module' });
        worker.postMessage({ id: 0, kind: 'warm', mode: 'pdf' });
        const out: unknown[] = [];
        for (const [i, b64] of all.entries()) {
          const bytes = Uint8Array.from(atob(b64), (ch) => ch.charCodeAt(0)).buffer;
          out.push(
            await new Promise((ok) => {
              worker.onmessage = (e) => {
                if (e.data.type === 'done') ok(e.data.profile);
                else if (e.data.type === 'error') ok({ error: e.data.error.code });
              };
              worker.postMessage({ id: i + 1, kind: 'pdf', bytes }, [bytes]);
            }),
          );
        }
        worker.terminate();
        return out;
      },
      { src: url!, all: files },
    );
    for (const [i, c] of CASES.entries()) expectSame(results[i], nodeProfiles.get(c.path), c);
  });

  it.skipIf(!HAS_PDFTOPPM)('a PNG of a synthetic profile gives name, headline and most experience titles', async () => {
    const { png } = await renderPng((await renderPdf(enOcr)).bytes, 150);
    const sent = await uploadAndScore(page, server.url, { name: 'profile.png', mimeType: 'image/png', buffer: png });
    expect(sent.meta.layout).toBe('image');
    expect(sent.basics.name).toBe(enOcr.name);
    expect(sent.basics.label).toBe(enOcr.headline);
    const titles = enOcr.work.flatMap((co) => co.roles.map((r) => r.title));
    const found = titles.filter((t) => sent.work.some((w) => w.position === t));
    expect(found.length / titles.length).toBeGreaterThanOrEqual(0.8);
  });

  it('sent no request beyond this machine', () => {
    expect([...net.left]).toEqual([]);
    // The guard saw the workers' own fetches too: pdf.js, the OCR engine and its model, not just the page's.
    const seen = net.seen.join('\n');
    expect(seen).toMatch(/\/assets\/pdf\.worker[^/\n]*\.mjs/);
    if (HAS_PDFTOPPM) expect(seen).toMatch(/\/assets\/ocr-\w+\/eng\.traineddata\.gz/);
    expect(seen).toMatch(/\/api\/analyze/);
    expect(pageErrors).toEqual([]);
  });
});
