import { PDFDocument, PDFName } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { readPdfBytes } from '../../edge/adapters/node/read-pdf-node.ts';
import { parseEducation } from '../../edge/core/profile/fields/education.ts';
import { isDegree, parseEducationText } from '../../edge/core/profile/fields/education-text.ts';
import { parseLegacyEducation, parseLegacyExperience, splitTitleAt } from '../../edge/core/profile/fields/legacy.ts';
import { parseProfile } from '../../edge/core/profile/parse.ts';
import type { Line } from '../../edge/core/profile/pipeline-types.ts';
import { joinWrapped } from '../../edge/core/profile/text.ts';
import { renderPdf } from '../fixtures/generator/index.ts';
import { enLegacy } from '../fixtures/synthetic/profiles.ts';

// Lines the PDF reader got wrong on held-out exports, rebuilt from invented text: each case is one line (or a pair
// of lines) shaped like the one that failed.

const COLUMN_RIGHT = 576;
let nextId = 0;

/** A line at `baseline` on page 1; its width follows its text at about half the font size per character. */
function line(text: string, baseline: number, opts: { bold?: boolean; size?: number; x?: number } = {}): Line {
  const size = opts.size ?? 12;
  const x = opts.x ?? 36;
  return {
    id: nextId++,
    text,
    x,
    right: Math.min(COLUMN_RIGHT, x + text.length * size * 0.5),
    top: baseline - size,
    baseline,
    fontSize: size,
    fontName: opts.bold ? 'Times-Bold' : 'Times-Roman',
    bold: opts.bold ?? false,
    page: 1,
    column: 'main',
    items: [],
  };
}

describe('legacy "Title at Company" lines', () => {
  it('keep an institution named after its campus whole', () => {
    expect(splitTitleAt('Research Assistant at University of Northfield at Chapel Hill')).toEqual({
      position: 'Research Assistant',
      company: 'University of Northfield at Chapel Hill',
    });
    // A title that itself holds " at " still ends at the last one.
    expect(splitTitleAt('Rehearsal Pianist at Harbour Lights, Tidewater at Seaside Theatre Group')).toEqual({
      position: 'Rehearsal Pianist at Harbour Lights, Tidewater',
      company: 'Seaside Theatre Group',
    });
  });

  it('a role with no dates stays apart from the next role', () => {
    const lines = [
      line('Volunteer Mentor at Code Harbour', 100, { bold: true }),
      line('Software Engineer at Bluewave Analytics', 121.9, { bold: true }),
      line('March 2015 - Present (2 years)', 136.3),
    ];
    const work = parseLegacyExperience(lines, COLUMN_RIGHT, new Set());
    expect(work.map((w) => [w.position, w.name, w.startDate])).toEqual([
      ['Volunteer Mentor', 'Code Harbour', undefined],
      ['Software Engineer', 'Bluewave Analytics', '2015-03'],
    ]);
  });

  it('a title that wrapped to a second line is still one title', () => {
    const first = line('Senior Director of Platform Engineering and Developer Experience at', 100, { bold: true });
    first.right = COLUMN_RIGHT - 10;
    const lines = [first, line('Bluewave Analytics', 114.4, { bold: true }), line('2014 - 2016 (2 years)', 128.8)];
    const work = parseLegacyExperience(lines, COLUMN_RIGHT, new Set());
    expect(work.map((w) => [w.position, w.name])).toEqual([
      ['Senior Director of Platform Engineering and Developer Experience', 'Bluewave Analytics'],
    ]);
  });
});

describe('education', () => {
  it('two schools of the same name are two entries, in both layouts', () => {
    const legacy = [
      line('Brightfield', 100, { bold: true }),
      line('Brightfield', 115.9, { bold: true }),
      line('Growth Marketing, 2019 - 2019', 130.3),
    ];
    expect(parseLegacyEducation(legacy, COLUMN_RIGHT, new Set()).map((e) => e.institution)).toEqual([
      'Brightfield',
      'Brightfield',
    ]);
    const modern = [line('Brightfield', 100, { x: 224 }), line('Brightfield', 112, { x: 224 })];
    expect(parseEducation(modern, COLUMN_RIGHT, new Set()).map((e) => e.institution)).toEqual([
      'Brightfield',
      'Brightfield',
    ]);
  });

  it('a qualification we have no word for is split from the field at the first comma', () => {
    expect(parseEducationText('HAVO, Natuur en Techniek · (2008 - 2013)')).toMatchObject({
      studyType: 'HAVO',
      area: 'Natuur en Techniek',
    });
    expect(parseEducationText('Gymnasieeksamen, Samhällsvetenskap')).toEqual({
      studyType: 'Gymnasieeksamen',
      area: 'Samhällsvetenskap',
    });
    expect(parseEducationText('Titre Professionnel, Développeur web · (2020 - 2021)')).toMatchObject({
      studyType: 'Titre Professionnel',
      area: 'Développeur web',
    });
    expect(parseEducationText('CQP, Technicien de maintenance')).toMatchObject({ studyType: 'CQP' });
    // ... unless the part before the comma clearly names a subject or a programme.
    expect(parseEducationText('Machine Learning, Data Visualization').studyType).toBeUndefined();
    expect(parseEducationText('Fellowship, Clinical Research Programme').studyType).toBeUndefined();
  });

  it('Korean degree words are recognised', () => {
    expect(isDegree('학사')).toBe(true);
    expect(parseEducationText('석사, 컴퓨터공학 · (2015 - 2017)')).toMatchObject({
      studyType: '석사',
      area: '컴퓨터공학',
    });
  });
});

describe('running text', () => {
  it('a word broken after its hyphen is joined without a space, whatever its case', () => {
    expect(joinWrapped('Creative Problem-', 'Solver and team lead')).toBe('Creative Problem-Solver and team lead');
    expect(joinWrapped('Sales Engineer -', 'Data Platform')).toBe('Sales Engineer - Data Platform');
  });
});

async function withMeta(bytes: Uint8Array, edit: (doc: PDFDocument) => void): Promise<Uint8Array> {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  edit(doc);
  return doc.save();
}

const parseBytes = async (bytes: Uint8Array) => {
  const x = await readPdfBytes(bytes);
  return parseProfile({ items: x.items, pages: x.pages, meta: x.meta, mode: 'pdf' });
};

describe('genuine exports that carry little evidence', () => {
  it('a nearly empty 2016 export is read', async () => {
    const empty = { ...enLegacy, summary: undefined, work: [], education: [], honors: [], skills: [] };
    const profile = await parseBytes((await renderPdf(empty)).bytes);
    expect(profile.basics.name).toBe(enLegacy.name);
    expect(profile.basics.label).toBe(enLegacy.headline);
  });

  it('an export from before 2016 with no producer is read, flagged as unverified', async () => {
    const bytes = await withMeta((await renderPdf(enLegacy)).bytes, (doc) => {
      // pdf-lib has no public way to remove one entry of the document information dictionary.
      (doc as unknown as { getInfoDict(): { delete(key: PDFName): void } })
        .getInfoDict()
        .delete(PDFName.of('Producer'));
      doc.setCreator('LinkedIn');
    });
    const profile = await parseBytes(bytes);
    expect(profile.basics.name).toBe(enLegacy.name);
    expect(profile.work.map((w) => w.position)).toContain('Product Manager');
    expect(profile.meta.warnings.join(' ')).toMatch(/could not be confirmed/);
  });
});
