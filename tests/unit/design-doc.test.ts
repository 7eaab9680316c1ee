// docs/design.md is the project's own design: every repository path it names must exist (a renamed or removed
// file fails here until the design says so), and its layer table must be the rules file's, layer for layer.
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LAYERS, type Layer, RULES } from '../architecture/dependency-rules.ts';

const root = resolve(import.meta.dirname, '../..');
const design = readFileSync(resolve(root, 'docs/design.md'), 'utf8');

/** `code` spans that name a file or folder of the repository: a slash or a file extension, no spaces or calls. */
function repositoryPaths(markdown: string): string[] {
  const spans = [...markdown.matchAll(/`([^`\n]+)`/g)].map((m) => m[1]);
  return spans.filter(
    (s) =>
      !/[\s()'"<>*:|]/.test(s) &&
      !s.startsWith('/') &&
      !s.startsWith('.') &&
      (s.includes('/') || /\.(ts|tsx|md|sql|toml|json|html|css)$/.test(s)),
  );
}

/** The row of the layer table for `layer`, split into its cells. */
function layerRow(layer: string): string[] {
  const line = design.split('\n').find((l) => l.startsWith(`| ${layer} |`));
  if (!line) throw new Error(`docs/design.md has no row for the ${layer} layer`);
  return line
    .split('|')
    .slice(1, -1)
    .map((c) => c.trim());
}

describe('docs/design.md', () => {
  it('names only paths that exist', () => {
    const paths = repositoryPaths(design);
    // A reader that found nothing would pass.
    expect(paths.length).toBeGreaterThan(40);
    expect(paths).toContain('tests/architecture/dependency-rules.ts');
    expect(paths.filter((p) => !existsSync(resolve(root, p)))).toEqual([]);
  });

  it('finds paths in code spans, and leaves commands, URLs and names alone', () => {
    const sample = "`edge/app.ts` `npm start` `/api/analyze` `PUBLIC_URL` `c.get('deps')` `wrangler.toml` `web/`";
    expect(repositoryPaths(sample)).toEqual(['edge/app.ts', 'wrangler.toml', 'web/']);
  });

  it('draws the layers exactly as the rules file defines them', () => {
    for (const layer of Object.keys(LAYERS) as Layer[]) {
      const [, files, imports, packages] = layerRow(layer);
      expect([...files.matchAll(/`([^`]+)`/g)].map((m) => m[1]).sort(), layer).toEqual([...LAYERS[layer]].sort());
      const named = imports
        .replace(/\([^)]*\)/g, '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      expect(named.sort(), layer).toEqual([...RULES[layer].layers].sort());
      const { packages: allowed } = RULES[layer];
      if (allowed === 'any') expect(packages, layer).toMatch(/^any/);
      else if (allowed.length === 0) expect(packages, layer).toBe('none');
      else
        expect(
          packages
            .split(',')
            .map((s) => s.trim())
            .sort(),
          layer,
        ).toEqual([...allowed].sort());
    }
  });
});
