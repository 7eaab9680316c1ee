// Numbers that are results: a quantity tied to an outcome. Percentages, money, multipliers, counts of things
// (team of 12, 40 clients, 3 launches) and time saved count; years and dates ("in 2019."), ratios and clock times
// (1:1, 24/7, 9:30), durations that are not savings ("12-week", "3 years of experience"), versions and labels
// (Windows 10, Tier 2, ISO 9001), phone-like digit runs and "110%"-style superlatives do not.
// Digits read the same in every language; the unit and context words below cover the languages we list.

export interface NumberFinding {
  quote: string;
  result: boolean;
  /** A result that measures an outcome rather than only sizing the job (a headcount, a number of teams or projects). */
  outcome?: boolean;
  /** Why a number is not a result (for evidence and tests). */
  why?: 'year' | 'ratio' | 'duration' | 'label' | 'phone' | 'superlative' | 'bare' | 'adjective';
}

const CURRENCY = String.raw`[$€£¥₹]|(?:USD|EUR|GBP|DKK|SEK|NOK|CHF|EGP|INR|AUD|CAD|BRL|MXN|PLN|CZK|JPY|CNY|AED|SAR|ZAR|NGN|HUF|RON|TRY)\s?`;
const SCALE = `k|m|mm|bn|b|million|millions|billion|billions|thousand|mil|millones|milhões|milhoes|milliards?|mio|mrd|mln|mld|miliardi|milioni`;
const PERCENT = `%|percent|per cent|pour cent|por ciento|por cento|prozent|per cento`;
const NUMBER = new RegExp(
  String.raw`(?<![\p{L}\p{N}.,])(${CURRENCY})?(\d{1,3}(?:[.,\u00a0 ]\d{3})+(?![\d])|\d+)((?:[.,]\d+)?)(\+?)(?:\s?(${PERCENT}|[x×](?![\p{L}])|(?:${SCALE})(?![\p{L}])|°))?`,
  'giu',
);

const TIME_UNITS =
  /^[\s-]*(?:years?|yrs?|months?|mos?|weeks?|wks?|days?|hours?|hrs?|minutes?|mins?|seconds?|quarters?|a[nñ]os?|mes(?:es)?|semanas?|d[ií]as?|horas?|minutos?|ans?|ann[ée]es?|mois|semaines?|jours?|heures?|jahre?n?|monate?n?|wochen?|tage?n?|stunden?|minuten?|anni|mesi|settimane?|giorni|ore|minuti)\b/iu;
const LABELS =
  /(?:\b(?:v|ver|version|release|windows|office|ios|android|itil|iso|tier|level|lvl|phase|step|stage|grade|gen|generation|sprint|season|chapter|room|floor|unit|rota|shift|wave|round|class|band|page|no|nr|number|covid|python|java|html|series|model|type|web|industry|pci|article|section|rule|act|route|gate|terminal|platform|building|suite|apt|ext|tel|phone|fax|mobile|call|top|year|grado|nivel|fase|etapa|niveau|stufe)\.?\s*|#\s*)$/iu;
const CHANGE =
  /\b(?:sav(?:e|ed|es|ing)|cut(?:ting)?|reduc\w*|shorten\w*|faster|fre(?:ed|eing)|from|down|up|grew|grow\w*|increas\w*|rais\w*|lift\w*|improv\w*|boost\w*|doubl\w*|halv\w*|ahorr\w*|reduj\w*|acort\w*|aument\w*|econom\w*|r[ée]dui\w*|gagn\w*|eingespart|verk[üu]rzt|gesenkt|reduziert|gesteigert|erh[öo]ht|risparmi\w*|ridott\w*|ridu\w*|aumentat\w*|reduzi\w*|de\s+\d|desde|von\s+\d|da\s+\d)\b/iu;
const GOAL =
  /^\s*(?:of|de|du|des|del|da|do|der|des)\s+(?:quota|target|plan|goal|budget|objetivo|meta|objectif|ziel|obiettivo|cuota)/iu;
const HALVES =
  /\b(?:halved|doubled|tripled|quadrupled|(?:by|in) half|(?:two|three|four|five|ten|hundred)fold|\d+-fold|duplic\w+|tripli\w+|a la mitad|pela metade|divis[ée]e? par (?:deux|trois)|doubl[ée]e?s?|tripl[ée]e?s?|verdoppelt|verdreifacht|halbiert|raddoppiat\w|triplicat\w|dimezzat\w|dobrou|dobrad\w|por la mitad|de moiti[ée]|um die h[äa]lfte|della met[àa])\b/giu;
// A multiple written before its number ("x2 conversions", "×3 throughput").
const TIMES_BEFORE = /(?<![\p{L}\p{N}*])[x×]\d+(?:[.,]\d+)?(?![\p{L}\p{N}*×])/giu;
// A change of magnitude in words: "from a few terabytes a day to hundreds of terabytes".
const MAGNITUDE =
  /\b(?:from|de|desde|von|da)\s[^.;\n]{1,60}?\s(?:to|a|para|auf|à)\s+(?:(?:many|several|tens\s+of|cientos\s+de)\s+)?(?:dozens|hundreds|thousands|millions|billions|cientos|miles|millones|centenas|milhares|milhões|centaines|milliers|millions|hunderte|tausende|centinaia|migliaia|milioni)\b/giu;

// Counts that size the job rather than measure what it achieved: headcount and the number of teams or projects led.
const SCOPE_AFTER =
  /^\s*(?:[\p{L}-]+\s){0,2}?(?:teams?|squads?|people|persons|engineers|developers|members|reports|direct reports|staff|employees|analysts|consultants|projects|equipos?|personas|personnes|équipes?|mitarbeiter\w*|persone|pessoas)\b/iu;
const SCOPE_BEFORE = /\b(?:team of|teams of|équipe de|equipo de|equipe de|team von|squadra di)\s*$/iu;

function classify(text: string, m: RegExpMatchArray): NumberFinding['why'] | null {
  const [whole, currency, intPart, frac, , unitRaw] = m;
  const at = m.index ?? 0;
  const before = text.slice(Math.max(0, at - 24), at);
  const after = text.slice(at + whole.length, at + whole.length + 30);
  const unit = (unitRaw ?? '').toLowerCase();
  const digits = intPart.replace(/\D/g, '');
  const value = Number(digits + (frac ? `.${frac.slice(1)}` : ''));
  const sentence = sentenceAround(text, at);
  if (unit === '°') return 'label';
  // Around-the-clock slogans written with a star or an x ("24*7", "24x7", "24 x 7") are ratios, not multiples.
  const rest = text.slice(at + (currency?.length ?? 0) + intPart.length + (frac?.length ?? 0), at + whole.length + 4);
  if (/^\s?[*x×]\s?\d/.test(rest) || /\d\s?[*x×]\s?$/.test(before)) return 'ratio';
  if (/^[-–]\p{L}/u.test(after) || /^\p{L}/u.test(after)) return 'adjective';
  if (/[/:]\s?\d/.test(after.slice(0, 2)) || /\d\s?[/:]$/.test(before)) return 'ratio';
  // A range of percentages or amounts ("10-15%", "$2-3M") is one figure, not a score or a clock time.
  const rangeOf = new RegExp(String.raw`^[-–]\d+(?:[.,]\d+)?\s?(?:${PERCENT}|(?:${SCALE})(?![\p{L}]))`, 'iu');
  const ranged = rangeOf.test(after) || (unit !== '' && /\d[-–]$/.test(before));
  if (!ranged && /^[-–]\d{1,2}\b/.test(after) && value <= 24) return 'ratio';
  if (!ranged && /\d[-–]$/.test(before) && value <= 24 && /\d{1,2}[-–]$/.test(before.slice(-3))) return 'ratio';
  if (currency) return null;
  if (/^0\d/.test(intPart) || /^\s\d/.test(after) || /\d\s$/.test(before) || /\+\s*$/.test(before)) return 'phone';
  if (LABELS.test(before)) return 'label';
  // A version after a name ("SAML 2.0 to", "Angular 7 and", "Java 8."): a label, not a quantity. A count after a
  // capitalised word is followed by what it counts ("Served 300 customers").
  const named = /\b[A-Z][\p{L}.#+]*\s$/u.test(before);
  const year = /^(?:19[5-9]\d|20[0-4]\d)$/.test(intPart) && !frac;
  if (
    !unit &&
    named &&
    !year &&
    /^(?:\s+(?:and|or|to|for|with|in|on|using|&)\b|\s*(?:[,;:)/]|\.(?!\d)|$))/u.test(after)
  )
    return 'label';
  if (unit && /%|cent|prozent/.test(unit)) {
    if (value < 100) return null;
    return GOAL.test(after) || CHANGE.test(sentence) ? null : 'superlative';
  }
  if (unit) return null;
  if (/^(?:19[5-9]\d|20[0-4]\d)$/.test(intPart) && !frac) return 'year';
  if (TIME_UNITS.test(after)) return CHANGE.test(sentence) ? null : 'duration';
  if (/\d\s+(?:of|de|von|di|sur|out of)\s+$/i.test(before)) return 'label';
  // A bare count is a result when it counts something: a word follows ("40 clients") or it closes "team of 12".
  const countsThing = /^\s*\p{L}/u.test(after) || /\b(?:of|over|than|to|de|von|di|à|a)\s+(?:up to\s+)?$/iu.test(before);
  if (!countsThing) return 'bare';
  if (value <= 1 && !frac) return 'bare';
  return null;
}

function sentenceAround(text: string, at: number): string {
  const bounds = /[.!?](?=\s)|[\n•;]/g;
  let start = 0;
  let end = text.length;
  for (const b of text.matchAll(bounds)) {
    const i = b.index ?? 0;
    if (i < at) start = i + 1;
    else {
      end = i;
      break;
    }
  }
  return text.slice(start, end);
}

/** Every number in the text, each with whether it is a result. */
export function numbers(text: string): NumberFinding[] {
  const out: NumberFinding[] = [];
  for (const m of text.matchAll(NUMBER)) {
    const why = classify(text, m);
    if (why) out.push({ quote: m[0].trim(), result: false, why });
    else {
      const at = m.index ?? 0;
      const measured = Boolean(m[1] || m[5]) || CHANGE.test(sentenceAround(text, at));
      const sizes =
        SCOPE_AFTER.test(text.slice(at + m[0].length, at + m[0].length + 40)) ||
        SCOPE_BEFORE.test(text.slice(Math.max(0, at - 20), at));
      out.push({ quote: m[0].trim(), result: true, outcome: measured || !sizes });
    }
  }
  // Outcomes written in words or as a leading multiple read as results to a recruiter ("doubled sales").
  for (const re of [HALVES, TIMES_BEFORE, MAGNITUDE])
    for (const m of text.matchAll(re)) out.push({ quote: m[0], result: true, outcome: true });
  return out;
}

/** The results in `text` that measure an outcome, as written ("cut costs 30%", "retained 1,200 subscribers", not
 * "led 4 teams" or "a team of 6"). */
export function outcomes(text: string): string[] {
  return numbers(text)
    .filter((n) => n.outcome)
    .map((n) => n.quote);
}

/** The quantities in `text` that are results, as written. */
export function results(text: string): string[] {
  return numbers(text)
    .filter((n) => n.result)
    .map((n) => n.quote);
}
