// Determinism, the browser half: the rubric bundled by Vite (minified, as in the app's build) and run in
// Debian's Chromium gives, 100 times in a row, byte for byte the JSON that Node gives for the same profile.
import { resolve } from 'node:path';
import { build, type Rolldown } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scoreProfile } from '../../edge/core/rubric/index.ts';
import { FIXTURE_NAMES, fixture } from '../fixtures/profiles/index.ts';
import { type LaunchedBrowser, launchBrowser } from '../helpers/browser.ts';

const OPTIONS = { asOf: '2026-11' };

async function bundleRubric(): Promise<string> {
  const out = (await build({
    configFile: false,
    logLevel: 'error',
    build: {
      write: false,
      minify: true,
      lib: { entry: resolve('edge/core/rubric/index.ts'), formats: ['iife'], name: 'Rubric' },
    },
  })) as Rolldown.RolldownOutput | Rolldown.RolldownOutput[];
  const chunk = (Array.isArray(out) ? out[0] : out).output.find((o) => o.type === 'chunk');
  if (chunk?.type !== 'chunk') throw new Error('no bundle');
  return chunk.code;
}

describe('rubric in the browser bundle', () => {
  let browser: LaunchedBrowser;
  let code: string;

  beforeAll(async () => {
    [code, browser] = await Promise.all([bundleRubric(), launchBrowser()]);
  });
  afterAll(() => browser?.close());

  it('gives the Node JSON byte for byte, 100 times in a row, for every golden profile', async () => {
    const page = await browser.newPage();
    await page.setContent('<!doctype html><title>rubric</title>');
    await page.addScriptTag({ content: code });
    for (const name of FIXTURE_NAMES) {
      const node = JSON.stringify(scoreProfile(fixture(name), OPTIONS));
      const outputs = await page.evaluate(
        ({ input, options }) => {
          const { scoreProfile: score } = (
            globalThis as unknown as { Rubric: typeof import('../../edge/core/rubric/index.ts') }
          ).Rubric;
          const seen = new Set<string>();
          // A fresh parse of the input each time: nothing may depend on identity or on earlier calls.
          for (let i = 0; i < 100; i++) seen.add(JSON.stringify(score(JSON.parse(input), options)));
          return [...seen];
        },
        { input: JSON.stringify(fixture(name)), options: OPTIONS },
      );
      expect(outputs, name).toHaveLength(1);
      expect(outputs[0], name).toBe(node);
    }
    await page.close();
  });
});
