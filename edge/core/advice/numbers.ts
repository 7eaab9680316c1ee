// Numbers in rewrites and in the source, compared by value and by kind (a percentage must come from a
// percentage: "30 engineers" does not make "30%" true).

export interface NumberToken {
  index: number;
  raw: string;
  value: string;
  kind: 'percent' | 'money' | 'multiple' | 'plain';
  symbol: string;
}

// Not glued to letters on the left (B2B, S3, EC2 are names, not numbers).
const NUMBER =
  /(?<![\p{L}\p{N}.,])([$€£¥]\s?)?((?:\d{1,3}(?:[.,\s]\d{3})+(?!\d)|\d+)(?:[.,]\d+)?)(\s?(?:%|percent\b|per cent\b|pour cent\b|prozent\b)|(?:k|m|bn|b)(?!\p{L})|\s?(?:million|billion|thousand)\b|x(?!\p{L}))?\+?(?![\p{L}\p{N}])/giu;

/** "1,200" and "1 200" -> "1200"; "1,2" (decimal comma) -> "1.2"; "2.50" -> "2.5". */
export function normalizeNumber(raw: string): string {
  const compact = raw.replace(/\s/g, '');
  if (/^\d{1,3}([.,]\d{3})+$/.test(compact)) return String(Number(compact.replace(/[.,]/g, '')));
  const n = Number(compact.replace(',', '.'));
  return Number.isFinite(n) ? String(n) : compact;
}

export function findNumbers(text: string): NumberToken[] {
  const out: NumberToken[] = [];
  for (const m of text.matchAll(NUMBER)) {
    const unit = (m[3] ?? '').trim().toLowerCase();
    const symbol = (m[1] ?? '').trim();
    const kind = /%|percent|cent|prozent/.test(unit)
      ? 'percent'
      : symbol
        ? 'money'
        : unit === 'x'
          ? 'multiple'
          : 'plain';
    out.push({ index: m.index ?? 0, raw: m[0], value: normalizeNumber(m[2]), kind, symbol });
  }
  return out;
}

export function numberPlaceholder(t: NumberToken): string {
  if (t.kind === 'percent') return '[X%]';
  if (t.kind === 'money') return `[${t.symbol || '$'}X]`;
  if (t.kind === 'multiple') return '[N]x';
  return '[N]';
}
