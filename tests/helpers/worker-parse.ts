// Browser steps for tests/e2e/worker-parse.test.ts: a network guard that keeps every request on this machine, the
// upload trip that returns the Profile the app sends to POST /api/analyze, and a diff that names fields only.
import type { BrowserContext, Page } from 'playwright-core';
import type { Profile } from '../../edge/core/profile/schema.ts';

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** http(s)/ws to this machine, or data:/blob: (which never touch the network; a blob: URL carries its origin). */
export function isLoopback(url: string): boolean {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return false;
  }
  if (u.protocol === 'data:') return true;
  if (u.protocol === 'blob:') return isLoopback(u.pathname);
  return /^(https?|wss?):$/.test(u.protocol) && LOOPBACK.has(u.hostname);
}

/**
 * Records every request the context sees (pages, dedicated and service workers) and aborts any that would leave
 * this machine, so a leak fails the test instead of reaching the internet. `left` lists those URLs.
 */
export async function guardNetwork(context: BrowserContext): Promise<{ seen: string[]; left: Set<string> }> {
  const seen: string[] = [];
  const left = new Set<string>();
  const note = (url: string) => {
    seen.push(url);
    if (!isLoopback(url)) left.add(url);
  };
  context.on('request', (req) => note(req.url()));
  context.on('page', (page) => page.on('websocket', (ws) => note(ws.url())));
  await context.route('**/*', (route) => {
    const url = route.request().url();
    if (isLoopback(url)) return route.continue();
    left.add(url);
    return route.abort('blockedbyclient');
  });
  return { seen, left };
}

export interface Upload {
  name: string;
  mimeType: 'application/pdf' | 'image/png';
  buffer: Buffer;
}

/** Upload -> "Here is what we read" -> Score: returns the profile in the POST /api/analyze body; waits for the result. */
export async function uploadAndScore(page: Page, baseUrl: string, file: Upload): Promise<Profile> {
  await page.goto(`${baseUrl}/analysis?upload=true`);
  await page.getByTestId('file-input').waitFor({ state: 'attached' });
  if (file.mimeType.startsWith('image/')) await page.getByText('Screenshot', { exact: true }).click();
  await page.getByTestId('file-input').setInputFiles(file);
  await page.getByTestId('chosen-file').waitFor();
  await page.getByRole('button', { name: 'Get your score' }).click();
  await page.getByRole('heading', { name: 'Here is what we read', exact: true }).waitFor({ timeout: 180_000 });
  const sent = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/analyze');
  await page.getByRole('button', { name: 'Score my profile' }).click();
  const body = (await sent).postDataJSON() as { profile: Profile };
  await page.getByTestId('result').waitFor({ timeout: 60_000 });
  return body.profile;
}

/**
 * Paths where two JSON values differ ("work[2].summary"), never the values: real exports must not reach the test
 * output. Keys holding undefined count as absent, as in toEqual. Empty means deep-equal.
 */
export function diffPaths(a: unknown, b: unknown, at = '$'): string[] {
  if (Object.is(a, b)) return [];
  if (Array.isArray(a) && Array.isArray(b)) {
    if (a.length !== b.length) return [`${at} (length)`];
    return a.flatMap((x, i) => diffPaths(x, b[i], `${at}[${i}]`));
  }
  if (a && b && typeof a === 'object' && typeof b === 'object' && !Array.isArray(a) && !Array.isArray(b)) {
    const ra = a as Record<string, unknown>;
    const rb = b as Record<string, unknown>;
    const keys = new Set([...Object.keys(ra), ...Object.keys(rb)]);
    return [...keys].flatMap((k) => diffPaths(ra[k], rb[k], `${at}.${k}`));
  }
  return [at];
}
