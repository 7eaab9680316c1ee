// Signs that text says nothing: random strings, keyword lists with no sentences, words repeated to pad it out,
// and sentences made only of vague nouns ("delivered value and drove results").
import { ANY_LANGUAGE } from '../lang/index.ts';
import type { Lexicon } from '../lang/lexicon.ts';
import { phraseForm } from './phrases.ts';

const LATIN_WORD = /^[a-z]+$/;
const KEYBOARD = /qwer|wert|asdf|sdfg|zxcv|xcvb|hjkl|uiop|yxcv/;

/** A word no language we read would write: no vowel, six consonants in a row, a letter three times, keyboard runs. */
export function unpronounceable(word: string): boolean {
  const w = word.toLowerCase();
  if (w.length < 4 || !LATIN_WORD.test(w)) return false;
  const vowels = (w.match(/[aeiouy]/g) ?? []).length;
  return vowels === 0 || /[^aeiouy]{6}/.test(w) || /(.)\1\1/.test(w) || KEYBOARD.test(w) || /q(?!u)./.test(w);
}

function plainWords(sentence: string): string[] {
  return phraseForm(sentence).trim().split(' ').filter(Boolean);
}

/** Mostly random strings. Acronyms written in capitals (HTML, SQL) are not counted. */
export function gibberish(sentence: string): boolean {
  const raw = sentence.match(/\p{L}{4,}/gu) ?? [];
  const candidates = raw.filter((w) => w !== w.toUpperCase()).map((w) => w.normalize('NFKD').replace(/\p{M}/gu, ''));
  if (candidates.length < 2) return false;
  const bad = candidates.filter(unpronounceable).length;
  return bad >= 2 && bad / candidates.length >= 0.4;
}

const FUNCTION_WORDS = new Set(ANY_LANGUAGE.functionWords.map((f) => phraseForm(f).trim()));

/** The same few words over and over ("sales sales sales", a phrase pasted ten times in one sentence). */
export function padded(sentence: string): boolean {
  const ws = plainWords(sentence);
  return ws.length >= 8 && new Set(ws).size / ws.length < 0.5;
}

/**
 * A list of terms rather than a sentence: five or more short items separated by commas, pipes or dots, or eight
 * words without a single function word of the text's language.
 */
export function listLike(sentence: string, lex: Lexicon | null): boolean {
  const items = sentence.split(/[,|·•;/]/).filter((x) => x.trim());
  const ws = plainWords(sentence);
  // Function words of any listed language: one English sentence inside a French description is still prose.
  const fw = lex ? ws.filter((w) => FUNCTION_WORDS.has(w)).length : 1;
  if (items.length >= 5 && ws.length / items.length <= 3 && (!lex || fw / ws.length < 0.1)) return true;
  return lex !== null && ws.length >= 8 && fw === 0;
}

export const VAGUE = new Set(
  `results, result, value, values, initiatives, initiative, projects, project, solutions, solution, stakeholders,
  processes, process, strategies, strategy, growth, success, excellence, impact, outcomes, outcome, things, tasks,
  activities, efforts, goals, objectives, performance, alignment, culture, synergy, synergies, teams, team, people,
  everything, stuff, various, multiple, several, many, different, key, new, great, best, high, quality, day, every,
  single, always, true, real, strong, energy, positivity, attitude, mindset, expectations, needle, box, ground, hats`
    .split(',')
    .map((w) => w.trim()),
);

/** Fewer than two words that carry content once function words, verbs, clichés and vague nouns are taken out. */
const FUNCTION_SETS = new WeakMap<Lexicon, Set<string>>();

export function vague(sentence: string, lex: Lexicon, clicheWords: ReadonlySet<string>): boolean {
  let fws = FUNCTION_SETS.get(lex);
  if (!fws) {
    fws = new Set(lex.functionWords.map((f) => phraseForm(f).trim()));
    FUNCTION_SETS.set(lex, fws);
  }
  const content = plainWords(sentence).filter(
    (w) =>
      w.length > 2 &&
      !fws.has(w) &&
      !VAGUE.has(w) &&
      !clicheWords.has(w) &&
      !lex.verbs.has(w) &&
      !lex.verbsAtStart.has(w) &&
      !/^\d/.test(w),
  );
  return content.length < 2;
}

// The placeholder Latin of design mock-ups, whatever passage of it is pasted.
const LOREM = new Set(
  `lorem ipsum dolor sit amet consectetur adipiscing elit sed eiusmod tempor incididunt labore dolore magna aliqua enim
  minim veniam quis nostrud exercitation ullamco laboris nisi aliquip commodo consequat duis aute irure reprehenderit
  voluptate velit esse cillum fugiat nulla pariatur excepteur sint occaecat cupidatat proident sunt culpa officia
  deserunt mollit anim laborum perspiciatis unde omnis iste natus voluptatem accusantium doloremque laudantium totam
  rem aperiam eaque ipsa quae illo inventore veritatis quasi architecto beatae vitae dicta explicabo nemo ipsam quia
  voluptas aspernatur odit aut fugit consequuntur magni dolores eos ratione sequi nesciunt neque porro quisquam dolorem
  adipisci numquam eius modi tempora incidunt magnam aliquam quaerat`.split(/\s+/),
);

/** Three or more words of lorem ipsum. */
export function lorem(sentence: string): boolean {
  return plainWords(sentence).filter((w) => LOREM.has(w)).length >= 3;
}

// Numbers used as slogans: "24/7", "24/7/365", "1:1", "360°", and percentages of 100 or more that measure
// commitment rather than an outcome ("110%", "100% committed").
const SLOGAN =
  /(?<![\d/])(?:24\s?\/\s?7(?:\s?\/\s?365)?|1\s?:\s?1|360\s?°|1[0-9]{2}\s?%(?=\s*(?:$|[.,;!|]|\s(?:committed|dedicated|effort|focus|every|on|to|of my|engaged|devoted|passion))))(?![\d/])/giu;

export function sloganNumbers(text: string): string[] {
  return [...text.matchAll(SLOGAN)].map((m) => m[0]);
}
