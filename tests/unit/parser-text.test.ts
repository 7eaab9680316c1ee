import { describe, expect, it } from 'vitest';
import { parseEducationText } from '../../edge/core/profile/fields/education-text.ts';
import { stripCredentials } from '../../edge/core/profile/fields/header.ts';
import { parseLanguage } from '../../edge/core/profile/fields/lists.ts';
import { formatLocation, parseLocation } from '../../edge/core/profile/fields/location.ts';
import { HEADINGS, LOCALES, lookupHeading } from '../../edge/core/profile/locales/index.ts';
import { cleanText, fold, joinWrapped } from '../../edge/core/profile/text.ts';

describe('text helpers', () => {
  it('turns no-break and odd spaces into plain spaces and drops invisible characters', () => {
    expect(cleanText('Müller\u00a0GmbH\u200b')).toBe('Müller GmbH');
    expect(fold('Honors-Awards')).toBe(fold('Honors & Awards'));
    expect(fold('Expérience')).toBe('experience');
  });

  it('rejoins URLs and e-mails broken across lines, and compounds broken at their hyphen', () => {
    expect(joinWrapped('see www.example.com/path/', 'page for details')).toBe(
      'see www.example.com/path/page for details',
    );
    expect(joinWrapped('energy and water-', 'saving devices')).toBe('energy and water-saving devices');
    expect(joinWrapped('Led a team of', 'five engineers')).toBe('Led a team of five engineers');
    expect(joinWrapped('中文', '文本')).toBe('中文文本');
  });
});

describe('locale tables', () => {
  it('cover the interface languages of real exports', () => {
    const codes = LOCALES.map((l) => l.code);
    for (const c of ['en', 'pt', 'es', 'fr', 'de', 'it', 'nl', 'da', 'pl', 'cs', 'ro', 'ru', 'tr', 'ko', 'zh'])
      expect(codes).toContain(c);
  });

  it('map the headings seen in real exports to their section', () => {
    expect(lookupHeading('Coordonnées')?.key).toBe('contact');
    expect(lookupHeading('Principais competências')?.key).toBe('topSkills');
    expect(lookupHeading('Опыт работы')?.key).toBe('experience');
    expect(lookupHeading('教育经历')?.key).toBe('education');
    expect(lookupHeading('Studii')?.key).toBe('education');
    expect(lookupHeading('Formação acadêmica')?.key).toBe('education');
    expect(lookupHeading('Top-Kenntnisse')?.key).toBe('topSkills');
    expect(lookupHeading('Not a heading')).toBeUndefined();
  });

  it('never give one spelling two meanings', () => {
    const seen = new Map<string, string>();
    for (const l of LOCALES)
      for (const [key, names] of Object.entries(l.headings))
        for (const n of names ?? []) {
          const prev = seen.get(fold(n));
          expect(prev === undefined || prev === key, `${n}: ${prev} vs ${key}`).toBe(true);
          seen.set(fold(n), key);
        }
    expect(HEADINGS.size).toBe(seen.size);
  });
});

describe('field helpers', () => {
  it('splits the degree from the field of study only when it is a degree', () => {
    expect(
      parseEducationText('Bachelor of Science - BS, Data Science and Statistics · (September 2024 - June 2028)'),
    ).toEqual({
      studyType: 'Bachelor of Science - BS',
      area: 'Data Science and Statistics',
      dates: { startDate: '2024-09', endDate: '2028-06', present: false },
    });
    expect(parseEducationText('Computer Programming, Functional Programming · (2012)')).toMatchObject({
      area: 'Computer Programming, Functional Programming',
      dates: { startDate: '2012' },
    });
    expect(parseEducationText('B.S, Biochemistry · (1994 - 1998)')).toMatchObject({
      studyType: 'B.S',
      area: 'Biochemistry',
    });
    expect(parseEducationText("Bachelor's Degree, Computer Engineering, 2008 - 2012")).toMatchObject({
      studyType: "Bachelor's Degree",
      area: 'Computer Engineering',
      dates: { startDate: '2008', endDate: '2012' },
    });
    expect(parseEducationText('Non-degree graduate student, Statistics, 2015 - 2016').studyType).toBeUndefined();
    expect(parseEducationText('Магистр, Прикладная математика · (2016 - 2018)').studyType).toBe('Магистр');
  });

  it('strips post-nominal letters from the name but keeps real name parts', () => {
    expect(stripCredentials('Elisa Park, PharmD')).toBe('Elisa Park');
    expect(stripCredentials('Brianna Swanson - SHRM-CP')).toBe('Brianna Swanson');
    expect(stripCredentials('Kanishka Manna, PhD')).toBe('Kanishka Manna');
    expect(stripCredentials('Cathrine Sant (Petersen)')).toBe('Cathrine Sant (Petersen)');
    expect(stripCredentials('Maria Delacruz-Henderson')).toBe('Maria Delacruz-Henderson');
    expect(stripCredentials('Jean-Luc Picard, Captain')).toBe('Jean-Luc Picard, Captain');
  });

  it('splits language and fluency, and locations into parts', () => {
    expect(parseLanguage('Chinese (Simplified) (Native or Bilingual)')).toEqual({
      language: 'Chinese (Simplified)',
      fluency: 'Native or Bilingual',
    });
    expect(parseLocation('San Francisco, California, United States')).toEqual({
      city: 'San Francisco',
      region: 'California',
      countryCode: 'United States',
    });
    expect(parseLocation('Kyiv, Ukraine')).toEqual({ city: 'Kyiv', countryCode: 'Ukraine' });
    expect(parseLocation('San Francisco Bay Area')).toEqual({ city: 'San Francisco Bay Area' });
    expect(formatLocation(parseLocation('Brasov et périphérie'))).toBe('Brasov et périphérie');
  });
});
