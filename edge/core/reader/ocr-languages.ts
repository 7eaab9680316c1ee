// The interface languages the PDF reader knows, and the OCR model each one is read with in image mode: tesseract's
// models from the @tesseract.js-data packages. Russian has no maintained package, so a Russian screenshot cannot be
// read well; the upload view says so plainly.

export interface OcrLanguage {
  /** ISO 639-1, as navigator.languages and the parser's locale tables spell it. */
  code: string;
  /** Its own name, as the language picker shows it. */
  name: string;
  /** Tesseract's model name, or null when no model ships for it. */
  model: string | null;
  /** Written in Latin script: read with English's model too (below). */
  latin?: boolean;
}

export const OCR_LANGUAGES: readonly OcrLanguage[] = [
  { code: 'en', name: 'English', model: 'eng' },
  { code: 'fr', name: 'Français', model: 'fra', latin: true },
  { code: 'de', name: 'Deutsch', model: 'deu', latin: true },
  { code: 'es', name: 'Español', model: 'spa', latin: true },
  { code: 'pt', name: 'Português', model: 'por', latin: true },
  { code: 'it', name: 'Italiano', model: 'ita', latin: true },
  { code: 'nl', name: 'Nederlands', model: 'nld', latin: true },
  { code: 'da', name: 'Dansk', model: 'dan', latin: true },
  { code: 'sv', name: 'Svenska', model: 'swe', latin: true },
  { code: 'no', name: 'Norsk', model: 'nor', latin: true },
  { code: 'pl', name: 'Polski', model: 'pol', latin: true },
  { code: 'cs', name: 'Čeština', model: 'ces', latin: true },
  { code: 'ro', name: 'Română', model: 'ron', latin: true },
  { code: 'ru', name: 'Русский', model: null },
  { code: 'uk', name: 'Українська', model: 'ukr' },
  { code: 'tr', name: 'Türkçe', model: 'tur', latin: true },
  { code: 'id', name: 'Bahasa Indonesia', model: 'ind', latin: true },
  { code: 'ko', name: '한국어', model: 'kor' },
  { code: 'zh', name: '中文', model: 'chi_sim' },
  { code: 'ja', name: '日本語', model: 'jpn' },
];

export const ocrLanguage = (code: string): OcrLanguage | undefined => OCR_LANGUAGES.find((l) => l.code === code);

/** The first of the browser's languages we know ("pt-BR" counts as "pt"), else English. */
export function pickOcrLanguage(preferred: readonly string[]): string {
  for (const tag of preferred) {
    const code = tag.toLowerCase().split('-')[0];
    // Norwegian Bokmål and Nynorsk are both read with the Norwegian model.
    const known = ocrLanguage(code === 'nb' || code === 'nn' ? 'no' : code);
    if (known) return known.code;
  }
  return 'en';
}

/** The model for a language: its own, or English when none ships (the caller tells the user). */
export function ocrModel(code: string): string {
  return ocrLanguage(code)?.model ?? 'eng';
}

/**
 * The models a screenshot in this language is read with, as tesseract's "spa+eng". Latin-script profiles carry
 * English words (job titles, "AI/ML", product names) that a language's model alone misreads, and English's model
 * misreads the language's own words ("Jornada" as "Jomada"): together each covers the other's words.
 */
export function ocrModels(code: string): string[] {
  const model = ocrModel(code);
  return ocrLanguage(code)?.latin && model !== 'eng' ? [model, 'eng'] : [model];
}
