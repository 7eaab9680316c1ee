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
  /** Read with English's model too (below). */
  withEnglish?: boolean;
}

export const OCR_LANGUAGES: readonly OcrLanguage[] = [
  { code: 'en', name: 'English', model: 'eng' },
  { code: 'fr', name: 'Français', model: 'fra' },
  { code: 'de', name: 'Deutsch', model: 'deu' },
  { code: 'es', name: 'Español', model: 'spa', withEnglish: true },
  { code: 'pt', name: 'Português', model: 'por', withEnglish: true },
  { code: 'it', name: 'Italiano', model: 'ita' },
  { code: 'nl', name: 'Nederlands', model: 'nld' },
  { code: 'da', name: 'Dansk', model: 'dan' },
  { code: 'sv', name: 'Svenska', model: 'swe' },
  { code: 'no', name: 'Norsk', model: 'nor' },
  { code: 'pl', name: 'Polski', model: 'pol' },
  { code: 'cs', name: 'Čeština', model: 'ces' },
  { code: 'ro', name: 'Română', model: 'ron' },
  { code: 'ru', name: 'Русский', model: null },
  { code: 'uk', name: 'Українська', model: 'ukr' },
  { code: 'tr', name: 'Türkçe', model: 'tur' },
  { code: 'id', name: 'Bahasa Indonesia', model: 'ind' },
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
 * The models a screenshot in this language is read with, as tesseract's "spa+eng". Profiles carry English words
 * (job titles, "AI/ML", product names) that a language's model alone can misread (Portuguese's read "AML"), and
 * English's model misreads the language's own words ("Jornada" as "Jomada"). Only where `npm run eval:ocr` shows
 * the pair does better: German's pair read "Weißenböck" as "WeiBenbock", so German keeps its own model alone.
 */
export function ocrModels(code: string): string[] {
  const model = ocrModel(code);
  return ocrLanguage(code)?.withEnglish ? [model, 'eng'] : [model];
}
