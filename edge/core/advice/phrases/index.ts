import { employer } from '../own-lines.ts';
import { de } from './de.ts';
import { en } from './en.ts';
import { es } from './es.ts';
import { fr } from './fr.ts';
import { it } from './it.ts';
import { pt } from './pt.ts';
import type { Phrases, RoleRef } from './types.ts';

export type { Phrases, RoleRef } from './types.ts';

const PHRASES: Record<string, Phrases> = { en, es, pt, fr, de, it };

/** The advice sentences for the language the rubric detected in the text, English where we have none. */
export function phrasesFor(lang: string | undefined): Phrases {
  const p = PHRASES[(lang ?? 'en').slice(0, 2).toLowerCase()] ?? en;
  // An employment type printed where the company stands ("Full-time", "Contrato") is never named as an employer.
  const own = (r: RoleRef) => ({ title: r.title, company: employer(r.company) });
  return { ...p, role: (r) => p.role(own(r)), as: (r) => p.as(own(r)), hCurrent: (r) => p.hCurrent(own(r)) };
}
