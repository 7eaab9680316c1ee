// Which fields a text belongs to, and whether a skill is one a recruiter in the person's field would look for.
import { FIELD_IDS, FIELD_LISTS, GENERIC_SKILLS, NEIGHBOUR_FIELDS } from './fields.ts';
import { aliases, findSkill, normalise, type PreparedText, prepare } from './match.ts';
import { termWords } from './tokens.ts';

const FIELDS_OF = new Map<string, string[]>();

/** Named as written or as an alias: no loose mention, no shared stem ("designed" does not name Design). */
function exact(p: PreparedText, term: string): boolean {
  const hit = findSkill(p, term, { loose: false });
  return hit !== null && aliases(term).includes(termWords(hit.quote).join(' '));
}

/**
 * The fields whose words the text uses, in FIELD_TERMS order. `minTerms` 2 is for running text, which names many
 * fields in passing: a field counts there only when two of its terms appear.
 */
export function fieldsOf(text: string, minTerms = 1): string[] {
  const key = `${minTerms}\u0000${text}`;
  let out = FIELDS_OF.get(key);
  if (!out) {
    const p = prepare(text);
    out = FIELD_IDS.filter((f) => FIELD_LISTS[f].filter((term) => exact(p, term)).length >= minTerms);
    if (FIELDS_OF.size >= 512) FIELDS_OF.clear();
    FIELDS_OF.set(key, out);
  }
  return out;
}

/** The field vocabulary's terms the text names, each once, in vocabulary order. */
export function termsIn(text: string): string[] {
  const p = prepare(text);
  const out = new Set<string>();
  for (const f of FIELD_IDS) for (const term of FIELD_LISTS[f]) if (exact(p, term)) out.add(term);
  return [...out];
}

const GENERIC = new Set(GENERIC_SKILLS.map(normalise));

/** An office tool or a trait every job needs ("Microsoft Word", "Teamwork"). */
export function isGeneric(skill: string): boolean {
  return GENERIC.has(normalise(skill));
}

export type Relevance =
  | { relevant: true; why: 'named'; quote: string }
  | { relevant: true; why: 'field'; field: string }
  | { relevant: true; why: 'unknown' }
  | { relevant: false; why: 'generic' | 'unrelated' };

/** The person's fields and the families next to them (an AI engineer's Docker is part of the trade). */
export function withNeighbours(fields: readonly string[]): string[] {
  return [...new Set([...fields, ...fields.flatMap((f) => NEIGHBOUR_FIELDS[f] ?? [])])];
}

/**
 * A skill is relevant when the person's own words name it (`text`: headline, titles, About, role descriptions: a
 * skill the text uses is backed by it), or when it belongs to one of their fields or a neighbouring one. Generic
 * skills count only where the field itself lists them. When the words place the person in no field, a specific
 * skill cannot be called unrelated.
 */
export function skillRelevance(skill: string, text: string, fields: readonly string[]): Relevance {
  if (isGeneric(skill)) {
    const field = fields.find((f) => FIELD_LISTS[f].some((t) => normalise(t) === normalise(skill)));
    return field ? { relevant: true, why: 'field', field } : { relevant: false, why: 'generic' };
  }
  const hit = findSkill(text, skill);
  if (hit?.exact) return { relevant: true, why: 'named', quote: hit.quote };
  if (fields.length === 0) return { relevant: true, why: 'unknown' };
  const near = withNeighbours(fields);
  const own = fieldsOf(skill);
  const field = own.find((f) => fields.includes(f)) ?? own.find((f) => near.includes(f));
  return field ? { relevant: true, why: 'field', field } : { relevant: false, why: 'unrelated' };
}
