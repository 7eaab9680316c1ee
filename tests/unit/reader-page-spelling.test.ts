// A capital I read as a small l or i inside a name is checked against the other places the name appears on the page.
import { describe, expect, it } from 'vitest';
import type { TextItem } from '../../edge/core/profile/text-item.ts';
import { fixWord } from '../../edge/core/reader/ocr-fixes.ts';
import { settleLookAlikes } from '../../edge/core/reader/page-spelling.ts';

const word = (text: string, confidence = 90): TextItem => ({
  text,
  x: 0,
  y: 0,
  width: 10,
  height: 10,
  fontSize: 12,
  fontName: '',
  page: 1,
  confidence,
});
const texts = (words: TextItem[]) => settleLookAlikes(words).map((w) => w.text);

describe('look-alike letters inside names', () => {
  it('reads a capital I beside capitals the way the rest of the page spells it', () => {
    expect(texts([word('@NovaIQ,'), word('NovalQ', 95), word('NovaiQ')])).toEqual(['@NovaIQ,', 'NovaIQ', 'NovaIQ']);
  });

  it('reads a small l beside small letters the way the rest of the page spells it', () => {
    expect(texts([word('Milano'), word('MiIano', 96)])).toEqual(['Milano', 'Milano']);
  });

  it('reads a letter split in two ("ri" for an accented n) the way the rest of the page spells it', () => {
    expect(texts([word('Gdansk,', 80), word('Gdarisk', 95), word('Gdarisk', 95)])).toEqual([
      'Gdansk,',
      'Gdansk',
      'Gdansk',
    ]);
  });

  it('leaves a word alone when the page spells it one way only', () => {
    expect(texts([word('NovalQ'), word('Illinois'), word('Maria')])).toEqual(['NovalQ', 'Illinois', 'Maria']);
  });
});

describe('AI read as Al at the end of a word', () => {
  it('is undone after a capitalised word part', () => {
    expect(fixWord('GenAl,', 'AI/ML,', 'Data')).toBe('GenAI,');
    expect(fixWord('OpenAl', 'at', undefined)).toBe('OpenAI');
  });

  it('reads BI, which no word spells "Bl"', () => {
    expect(fixWord('Bl', 'self-service', undefined)).toBe('BI');
    expect(fixWord('Bl,', 'Power', 'Tableau')).toBe('BI,');
    expect(fixWord('Blue', undefined, 'Yonder')).toBe('Blue');
  });

  it('reads AI before a word of a job or field, and with a mark of its own, even first on a line', () => {
    expect(fixWord('Al', undefined, 'Product')).toBe('AI');
    expect(fixWord('Al', undefined, 'Engineer')).toBe('AI');
    expect(fixWord('Al/ML,', undefined, 'GenAI,')).toBe('AI/ML,');
    expect(fixWord('Al', undefined, 'Pacino')).toBe('Al');
  });

  it("reads the Spanish model's ¡ before a capital as an i when no ! follows", () => {
    expect(fixWord('¡O', '@', 'Sphere')).toBe('iO');
    expect(fixWord('¡Hola', undefined, 'mundo!')).toBe('¡Hola');
  });

  it('leaves words that end in -al alone', () => {
    expect(fixWord('Global', undefined, 'Head')).toBe('Global');
    expect(fixWord('Portal', 'the', undefined)).toBe('Portal');
  });
});
