import { describe, expect, it } from 'vitest';
import { OCR_LANGUAGES, ocrModels, pickOcrLanguage } from '../../edge/core/reader/ocr-languages.ts';

describe('OCR models per language', () => {
  it('reads Spanish and Portuguese with their own model and English', () => {
    expect(ocrModels('es')).toEqual(['spa', 'eng']);
    expect(ocrModels('pt')).toEqual(['por', 'eng']);
  });

  it('reads other languages with one model, English where none ships', () => {
    expect(ocrModels('en')).toEqual(['eng']);
    expect(ocrModels('de')).toEqual(['deu']);
    expect(ocrModels('zh')).toEqual(['chi_sim']);
    expect(ocrModels('uk')).toEqual(['ukr']);
    expect(ocrModels('ru')).toEqual(['eng']);
    expect(ocrModels('xx')).toEqual(['eng']);
  });

  it('never pairs a model with itself, nor a language without a model', () => {
    for (const l of OCR_LANGUAGES) expect(new Set(ocrModels(l.code)).size, l.code).toBe(ocrModels(l.code).length);
    expect(OCR_LANGUAGES.filter((l) => l.withEnglish && !l.model)).toEqual([]);
  });

  it('picks the first browser language it knows', () => {
    expect(pickOcrLanguage(['pt-BR', 'en'])).toBe('pt');
    expect(pickOcrLanguage(['nb-NO'])).toBe('no');
    expect(pickOcrLanguage(['xx'])).toBe('en');
  });
});
