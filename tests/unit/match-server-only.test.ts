// The job-ad match is computed on the server only: what Pro adds (every term, where the profile has it, every
// recurring term) is withheld from free users by the API, so the code that computes it must not ship to the
// browser either. Walks every value import reachable from the web app's entries (type-only imports are erased).
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const ENTRIES = ['web/main.tsx', 'web/boot.ts', 'web/pdf/worker.ts'].filter((f) => existsSync(resolve(ROOT, f)));
// `import type {...}` and `export type {...}` are erased; everything else is a value import.
const IMPORT = /^\s*(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?['"](\.[^'"]+)['"]/gm;
const DYNAMIC = /import\(\s*['"](\.[^'"]+)['"]\s*\)/g;

/** The file an import names: as written, or with the extension TypeScript lets it leave out. */
const file = (path: string) =>
  [path, `${path}.ts`, `${path}.tsx`, `${path}/index.ts`, `${path}/index.tsx`].find(
    (f) => /\.(ts|tsx)$/.test(f) && existsSync(f),
  );

function reachable(): Set<string> {
  const seen = new Set<string>();
  const todo = ENTRIES.map((f) => resolve(ROOT, f));
  while (todo.length) {
    const next = file(todo.pop() as string);
    if (!next || seen.has(next)) continue;
    seen.add(next);
    const src = readFileSync(next, 'utf8');
    for (const re of [IMPORT, DYNAMIC]) for (const m of src.matchAll(re)) todo.push(resolve(dirname(next), m[1]));
  }
  return seen;
}

describe('the job-ad matcher stays on the server', () => {
  it('no module of the browser bundle imports the matcher, only its published constants and vocabulary', () => {
    const files = [...reachable()].map((f) => f.slice(ROOT.length + 1));
    expect(files.length).toBeGreaterThan(50);
    expect(files).toContain('web/features/result/match-card.tsx');
    const matcher = files.filter((f) => f.startsWith('edge/core/match/'));
    expect(matcher.sort()).toEqual([
      'edge/core/match/formula.ts',
      'edge/core/match/lexicon.ts',
      'edge/core/match/vocabulary.ts',
    ]);
  });
});
