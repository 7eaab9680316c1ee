// Experience read from a screenshot of the web profile page, where OCR loses small marks: the middle dot before an
// employment type, or the year of a start date.
import { describe, expect, it } from 'vitest';
import { parseProfile } from '../../edge/core/profile/parse.ts';
import type { TextItem } from '../../edge/core/profile/text-item.ts';

type Row = [text: string, size: number, bold?: boolean];

/** One item per line, one under the other in the main column, as the screenshot reader hands them over. */
function page(rows: Row[]) {
  let y = 40;
  const items: TextItem[] = rows.map(([text, size, bold]) => {
    const item: TextItem = {
      text,
      x: 60,
      y,
      width: text.length * size * 0.5,
      height: size,
      fontSize: size,
      fontName: '',
      page: 1,
      bold,
      column: 'main',
      confidence: 95,
    };
    y += size * 1.9;
    return item;
  });
  return parseProfile({ items, pages: [{ width: 640, height: y + 40 }], mode: 'image', columns: { boundary: null } });
}

const top: Row[] = [
  ['Lucía Fernández Ortega', 12, true],
  ['Ingeniera de software en Ribera Pagos', 8],
  ['Valencia, Comunidad Valenciana, España · Información de contacto', 7],
  ['Experiencia', 10, true],
];

describe('experience on a web-page screenshot', () => {
  it('finds the company when OCR lost the dot before a two-word employment type', () => {
    const p = page([
      ...top,
      ['Ingeniera de software sénior', 8, true],
      ['Ribera Pagos · Jornada completa', 7],
      ['ene. 2021 - actualidad · 4 años', 7],
      ['Desarrolladora backend', 8, true],
      ['Naranja Digital Jomada completa', 7],
      ['abr. 2017 - dic. 2020 · 3 años 9 meses', 7],
    ]);
    expect(p.work.map((w) => [w.position, w.name])).toEqual([
      ['Ingeniera de software sénior', 'Ribera Pagos'],
      ['Desarrolladora backend', 'Naranja Digital'],
    ]);
  });

  it('keeps a role whose start year OCR lost, and a one-word type without a dot stays in the title', () => {
    const p = page([
      ...top,
      ['Ingeniera de software sénior', 8, true],
      ['Ribera Pagos · Jornada completa', 7],
      ['enero - actualidad', 7],
      ['Consultora Freelance', 8, true],
      ['Naranja Digital', 7],
      ['abr. 2017 - dic. 2020', 7],
    ]);
    expect(p.work[0]).toMatchObject({ position: 'Ingeniera de software sénior', name: 'Ribera Pagos' });
    expect(p.work[0].startDate).toBeUndefined();
    expect(p.work[1]).toMatchObject({ position: 'Consultora Freelance', name: 'Naranja Digital' });
  });
});
