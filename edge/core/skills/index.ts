// Skills in text: one matching rule (aliases, word stems) and a small field vocabulary. Pure, isomorphic.
export { ALIAS_GROUPS } from './aliases.ts';
export { FIELD_IDS, FIELD_TERMS, GENERIC_SKILLS } from './fields.ts';
export { aliases, findSkill, normalise, type PreparedText, prepare, type SkillHit } from './match.ts';
export { fieldsOf, isGeneric, type Relevance, skillRelevance, termsIn, withNeighbours } from './relevance.ts';
export { fold, stem, tokenize } from './tokens.ts';
