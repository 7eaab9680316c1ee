import { de } from './de.ts';
import { en } from './en.ts';
import { es } from './es.ts';
import { fr } from './fr.ts';
import { it } from './it.ts';
import { pt } from './pt.ts';
import type { Phrases } from './types.ts';

export type { Phrases, RoleRef } from './types.ts';

const PHRASES: Record<string, Phrases> = { en, es, pt, fr, de, it };

/** The advice sentences for the language the rubric detected in the text, English where we have none. */
export function phrasesFor(lang: string | undefined): Phrases {
  return PHRASES[(lang ?? 'en').slice(0, 2).toLowerCase()] ?? en;
}
