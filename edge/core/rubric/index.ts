// Public surface of the rubric.
export { CHECKS, SECTIONS } from './catalog.ts';
export { rubricCatalog } from './catalog-export.ts';
export { renderRubricMarkdown } from './markdown.ts';
export { type RankedSuggestion, rankedSuggestions } from './priorities.ts';
export { overallScore, scoreProfile } from './score.ts';
export { SOURCES } from './sources.ts';
export type * from './types.ts';
export { PART_IDS, SECTION_IDS } from './types.ts';
export { CHECK_WEIGHTS, LIMITS, PART_WEIGHTS, RUBRIC_VERSION, SECTION_WEIGHTS } from './weights.ts';
