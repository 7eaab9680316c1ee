// A clone of the repository stands on its own: the product's code and configuration cite docs/ (the design is
// docs/design.md) and never the material beside the repository (../shared: the original specification and design,
// real exports, ratings). Test fixtures and evaluation scripts may read that material at run time, so tests/ and
// scripts/ are left out.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const SKIP = new Set([
  'node_modules',
  'dist',
  'build',
  '.git',
  '.data',
  '.tsbuild',
  '.wrangler',
  'test-results',
  'tests',
  'scripts',
]);
const SOURCE = /\.(ts|tsx|js|mjs|cjs|sql|toml|json|jsonc|html|css|sh)$/;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    if (SKIP.has(e.name) || e.name === 'package-lock.json') return [];
    const path = join(dir, e.name);
    if (e.isDirectory()) return sources(path);
    return SOURCE.test(e.name) || e.name === 'run' ? [path] : [];
  });
}

/** What points outside the repository: the folder beside it, and the original design's and specification's files. */
const OUTSIDE = /\.\.\/shared|(?<!docs\/)DESIGN\.md|product-spec\.md/;

describe('the repository stands on its own', () => {
  const files = sources(root).map((f) => relative(root, f));

  it('reads the sources (edge, web, supabase, the root configuration)', () => {
    for (const f of ['edge/app.ts', 'web/main.tsx', 'vite.config.ts', 'wrangler.toml', '.ci/run'])
      expect(files).toContain(f);
    expect(files.some((f) => f.startsWith('supabase/migrations/'))).toBe(true);
    expect(files.some((f) => f.startsWith('tests/') || f.startsWith('scripts/'))).toBe(false);
  });

  it('no source outside tests/ and scripts/ names ../shared or the original design and specification files', () => {
    const naming = files.filter((f) => OUTSIDE.test(readFileSync(join(root, f), 'utf8')));
    expect(naming).toEqual([]);
  });

  it('recognises what points outside', () => {
    expect(OUTSIDE.test("path.resolve('../shared/fixtures')")).toBe(true);
    expect(OUTSIDE.test('// (DESIGN.md 9.2)')).toBe(true);
    expect(OUTSIDE.test('// (docs/design.md 9.2)')).toBe(false);
  });
});
