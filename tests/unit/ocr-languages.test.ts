import { describe, expect, it } from 'vitest';
import { OCR_LANGUAGES, ocrModels, pickOcrLanguage } from '../../edge/core/reader/ocr-languages.ts';

describe('OCR models per language', () => {
  it('reads Latin-script languages with their own model and English', () => {
    expect(ocrModels('es')).toEqual(['spa', 'eng']);
    expect(ocrModels('pt')).toEqual(['por', 'eng']);
    expect(ocrModels('de')).toEqual(['deu', 'eng']);
  });

  it('reads English, other scripts and languages with no model with one model', () => {
    expect(ocrModels('en')).toEqual(['eng']);
    expect(ocrModels('zh')).toEqual(['chi_sim']);
    expect(ocrModels('uk')).toEqual(['ukr']);
    expect(ocrModels('ru')).toEqual(['eng']);
    expect(ocrModels('xx')).toEqual(['eng']);
  });

  it('marks exactly the languages whose model reads Latin script', () => {
    const nonLatin = new Set(['eng', 'ukr', 'kor', 'chi_sim', 'jpn']);
    for (const l of OCR_LANGUAGES)
      if (l.model) expect(ocrModels(l.code), l.code).toHaveLength(nonLatin.has(l.model) ? 1 : 2);
  });

  it('picks the first browser language it knows', () => {
    expect(pickOcrLanguage(['pt-BR', 'en'])).toBe('pt');
    expect(pickOcrLanguage(['nb-NO'])).toBe('no');
    expect(pickOcrLanguage(['xx'])).toBe('en');
  });
});
