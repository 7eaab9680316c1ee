// Lighthouse's mobile preset on the landing page (real server over dist/, Debian
// Chromium). Accessibility, best practices and SEO must be 100; performance is noisy here and lives in
// `npm run bench` (tests/bench/lighthouse.ts), not in a test.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runLighthouse } from '../bench/lighthouse.ts';
import { type RunningServer, startServer } from '../helpers/server.ts';

let server: RunningServer;

beforeAll(async () => {
  server = await startServer();
});

afterAll(async () => {
  await server?.stop();
});

describe('Lighthouse on the landing page', () => {
  it('scores 100 for accessibility, best practices and SEO', async () => {
    const report = await runLighthouse(`${server.url}/`, ['accessibility', 'best-practices', 'seo']);
    // The failing audits come first so a regression names its cause, not just a number.
    expect(report.failing).toEqual([]);
    expect(report.scores).toEqual({ accessibility: 100, 'best-practices': 100, seo: 100 });
  });
});
