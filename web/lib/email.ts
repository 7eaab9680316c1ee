// Email normalisation (product specification, section 5): pasted addresses often carry full-width characters, smart
// quotes, zero-width joiners from rich-text sources, or surrounding spaces; all of them break the auth lookup.
const ZERO_WIDTH = /[\u200B-\u200D\u2060\uFEFF\u00AD]/g;
const QUOTES = /["'`\u2018\u2019\u201A\u201B\u201C\u201D\u201E\u201F\u00AB\u00BB]/g;

export function normalizeEmail(input: string): string {
  return input.normalize('NFKC').replace(ZERO_WIDTH, '').replace(QUOTES, '').trim().toLowerCase();
}
