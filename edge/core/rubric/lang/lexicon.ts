// The words the content checks read, per language. Each language module (en.ts, es.ts ...) is plain data; this file
// defines its shape and the few helpers that spell out verb inflections so the data stays short.

export interface Lexicon {
  /** ISO 639-1. */
  lang: string;
  name: string;
  /** Action verb forms that are verbs wherever they stand (past tense, participles), mapped to their lemma. */
  verbs: ReadonlyMap<string, string>;
  /**
   * Forms that count only when they open a bullet, a sentence or follow "I"/"we" (lead, leads, leading). In French,
   * German, Spanish, Italian and Portuguese this includes the action nouns their CVs open bullets with ("Pilotage",
   * "Aufbau", "Desarrollo"); English nouns and gerunds in running text never count.
   */
  verbsAtStart: ReadonlyMap<string, string>;
  /** Subject pronouns after which a verb form opens a clause ("I led", "je dirige"). */
  pronouns: readonly string[];
  /** Phrases that describe a duty instead of a result ("responsible for"). */
  duties: readonly string[];
  /** Words that open a duty statement rather than an achievement ("Handled calls", "Supported the team"). */
  weakOpeners: readonly string[];
  /** Clichés, buzzwords and empty superlatives. */
  cliches: readonly string[];
  /** Placeholder text. */
  filler: readonly string[];
  /** LinkedIn's generated About, as patterns over the phrase form (lower case, no accents or punctuation). */
  template: readonly RegExp[];
  /** Invitations to get in touch. */
  cta: readonly string[];
  /** Phrases that state the value someone brings ("helping", "I help"). */
  value: readonly string[];
  /** Words that name a role (engineer, manager ...), for headlines that name no listed title. */
  roleNouns: readonly string[];
  /** Frequent function words: prose has them, keyword lists and random strings do not. */
  functionWords: readonly string[];
}

export const words = (s: string): string[] =>
  s
    .split(/[,\n]/)
    .map((w) => w.replace(/\s+/g, ' ').trim())
    .filter(Boolean);

export type VerbGroups = Array<[lemma: string, forms: string[]]>;

const foldWord = (s: string) => s.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();

/** Form -> lemma, normalised like the text (lower case, no accents). The first lemma to claim a form keeps it. */
export function verbMap(groups: VerbGroups): Map<string, string> {
  const out = new Map<string, string>();
  for (const [lemma, fs] of groups)
    for (const f of fs) if (!out.has(foldWord(f))) out.set(foldWord(f), foldWord(lemma));
  return out;
}

/**
 * English verbs from "base", "base/past" or "base/past/ing" specs (alternative pasts with |). Past forms are verbs
 * anywhere; the base, third person and -ing forms count at the start of a clause ("Lead", "Leads", "Leading").
 */
export function englishVerbs(spec: string): { anywhere: VerbGroups; start: VerbGroups } {
  const anywhere: VerbGroups = [];
  const start: VerbGroups = [];
  for (const item of words(spec)) {
    const [base, p, g] = item.split('/');
    const past = p ? p.split('|') : [regularPast(base)];
    const ing = g ?? (base.endsWith('ee') ? `${base}ing` : `${base.replace(/e$/, '')}ing`);
    const third = /(s|sh|ch|x|z|o)$/.test(base)
      ? `${base}es`
      : /[^aeiou]y$/.test(base)
        ? `${base.slice(0, -1)}ies`
        : `${base}s`;
    anywhere.push([base, past]);
    start.push([base, [base, third, ing]]);
  }
  return { anywhere, start };
}

function regularPast(base: string): string {
  if (base.endsWith('e')) return `${base}d`;
  if (/[^aeiou]y$/.test(base)) return `${base.slice(0, -1)}ied`;
  return `${base}ed`;
}

/**
 * Verbs written out per language, one per line: "lemma: anywhere forms | clause-start forms". The lemma itself
 * (an infinitive) counts at the start of a clause, as French, Spanish or Italian bullets often begin with one.
 */
export function listedVerbs(spec: string): { anywhere: VerbGroups; start: VerbGroups } {
  const anywhere: VerbGroups = [];
  const start: VerbGroups = [];
  for (const line of spec.split('\n').map((l) => l.trim())) {
    if (!line) continue;
    const [lemma, rest] = line.split(':').map((x) => x.trim());
    const [a, b] = (rest ?? '').split('|');
    anywhere.push([lemma, words(a ?? '')]);
    start.push([lemma, [lemma, ...words(b ?? '')]]);
  }
  return { anywhere, start };
}
