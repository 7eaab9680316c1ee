// The layer rules of tests/architecture/dependency-rules.ts hold for every import in edge/ and web/.
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { forbiddenImports, importCycles, layerOf, mutualFeatureImports } from '../architecture/check.ts';
import { type ImportEdge, importGraph } from '../helpers/import-graph.ts';

const root = resolve(import.meta.dirname, '../..');
const edge = (from: string, to: string, typeOnly = false): ImportEdge => ({
  from,
  to,
  isPackage: !to.includes('/') || !/^(edge|web)\//.test(to),
  typeOnly,
  line: 1,
});

describe('dependency rules', () => {
  const graph = importGraph(root, ['edge', 'web']);

  it('reads the real import graph', () => {
    // A walker that silently found nothing would pass every rule.
    expect(graph.length).toBeGreaterThan(500);
    expect(graph.some((e) => e.from === 'edge/routes/index.ts' && e.to === 'edge/routes/analyses/index.ts')).toBe(true);
  });

  it('every file in edge/ and web/ obeys its layer', () => {
    expect(forbiddenImports(graph)).toEqual([]);
  });

  it('refuses the imports the layers forbid', () => {
    const bad = [
      edge('edge/core/rubric/index.ts', 'edge/ports.ts'),
      edge('edge/core/profile/schema.ts', 'node:fs'),
      edge('edge/routes/me/index.ts', 'edge/adapters/postgres-store.ts'),
      edge('edge/adapters/postgres-store.ts', 'edge/http/auth.ts'),
      edge('edge/services/advice.ts', 'edge/adapters/openai-llm.ts'),
      edge('edge/app.ts', 'web/lib/api.ts'),
      edge('web/lib/api.ts', 'edge/deps.ts'),
      edge('web/lib/api.ts', 'postgres'),
      edge('web/lib/api.ts', 'edge/app.ts'),
    ];
    expect(forbiddenImports(bad)).toHaveLength(bad.length);
    expect(forbiddenImports([edge('web/lib/api.ts', 'edge/app.ts', true)])).toEqual([]);
  });

  it('no two web features import each other', () => {
    expect(mutualFeatureImports(graph)).toEqual([]);
  });

  it('finds features that import each other, a type import included', () => {
    const pair = [
      edge('web/features/result/card.tsx', 'web/features/dashboard/band.ts'),
      edge('web/features/dashboard/chart.tsx', 'web/features/result/sections.ts', true),
      edge('web/features/landing/page.tsx', 'web/features/billing/use-upgrade.ts'),
    ];
    expect(mutualFeatureImports(pair)).toEqual(['dashboard <-> result']);
  });

  it('no circle of files importing each other at run time', () => {
    expect(importCycles(graph)).toEqual([]);
  });

  it('finds a circle of imports, however long, and not one closed by a type import', () => {
    const circle = [
      edge('edge/core/advice/a.ts', 'edge/core/advice/b.ts'),
      edge('edge/core/advice/b.ts', 'edge/core/advice/c.ts'),
      edge('edge/core/advice/c.ts', 'edge/core/advice/a.ts'),
      edge('edge/core/advice/d.ts', 'edge/core/advice/a.ts'),
    ];
    expect(importCycles(circle)).toEqual(['edge/core/advice/a.ts <-> edge/core/advice/b.ts <-> edge/core/advice/c.ts']);
    const typeOnly = [edge('edge/core/x.ts', 'edge/core/y.ts'), edge('edge/core/y.ts', 'edge/core/x.ts', true)];
    expect(importCycles(typeOnly)).toEqual([]);
  });

  it('places the folders in the layers docs/design.md draws', () => {
    expect(layerOf('edge/core/reader/join.ts')).toBe('core');
    expect(layerOf('edge/reader/extract.ts')).toBe('reader');
    expect(layerOf('edge/services/analyze.ts')).toBe('services');
    expect(layerOf('edge/compose.ts')).toBe('entries');
  });
});
