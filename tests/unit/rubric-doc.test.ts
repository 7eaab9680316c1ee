import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { rubricCatalog } from '../../edge/core/rubric/catalog-export.ts';
import { renderRubricMarkdown } from '../../edge/core/rubric/markdown.ts';

const doc = readFileSync(new URL('../../docs/rubric.md', import.meta.url), 'utf8');

describe('docs/rubric.md', () => {
  it('is the rendering of the current rubric (regenerate with npm run -s score -- --rubric-doc > docs/rubric.md)', () => {
    expect(doc).toBe(renderRubricMarkdown());
  });

  it('lists every check with its weight and sources, and every section weight', () => {
    const cat = rubricCatalog();
    for (const s of cat.sections) {
      expect(doc).toContain(`| ${s.label} | ${s.weight} |`);
      for (const c of s.checks) {
        const row = doc.split('\n').find((l) => l.startsWith(`| \`${c.id}\``));
        expect(row, c.id).toBeDefined();
        expect(row).toContain(`| ${c.max} |`);
        for (const src of c.sources) expect(row).toContain(src.url);
      }
    }
    for (const src of cat.sources) expect(doc).toContain(src.url);
  });

  it('exports plain JSON data for the /how-we-score page', () => {
    const cat = rubricCatalog();
    expect(JSON.parse(JSON.stringify(cat))).toEqual(cat);
    expect(cat.sections.map((s) => s.id)).toEqual(['headline', 'about', 'experience', 'skills', 'education', 'basics']);
    expect(cat.sections.flatMap((s) => s.checks).filter((c) => c.readsWords).length).toBeGreaterThan(0);
    expect(cat.languages.map((l) => l.code)).toEqual(['en', 'es', 'pt', 'fr', 'de', 'it']);
  });

  it('publishes every gate and every word list of every language', () => {
    const cat = rubricCatalog();
    for (const s of cat.sections) for (const g of s.gates) expect(doc).toContain(g.reason);
    for (const l of cat.languages) {
      expect(doc).toContain(`### ${l.name} (\`${l.code}\`)`);
      for (const list of l.lists) {
        expect(list.words.length, `${l.code} ${list.id}`).toBeGreaterThan(0);
        expect(doc).toContain(`**${list.label}** (${list.words.length})`);
      }
    }
  });
});
