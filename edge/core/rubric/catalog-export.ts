// The rubric as plain data, for the /how-we-score page and docs/rubric.md.
import { CHECKS, SECTIONS } from './catalog.ts';
import { SOURCES, type Source } from './sources.ts';
import { SECTION_IDS, type SectionId } from './types.ts';
import { CHECK_WEIGHTS, RUBRIC_VERSION, SECTION_WEIGHTS } from './weights.ts';

export interface CatalogCheck {
  id: string;
  label: string;
  max: number;
  rule: string;
  fix: string;
  englishOnly: boolean;
  sources: Array<Pick<Source, 'id' | 'title' | 'url'>>;
}

export interface CatalogSection {
  id: SectionId;
  label: string;
  description: string;
  weight: number;
  checks: CatalogCheck[];
}

export interface RubricCatalog {
  version: string;
  sections: CatalogSection[];
  sources: Source[];
  notes: string[];
}

const byId = new Map(SOURCES.map((s) => [s.id, s]));

export function rubricCatalog(): RubricCatalog {
  return {
    version: RUBRIC_VERSION,
    sections: SECTION_IDS.map((id) => ({
      id,
      label: SECTIONS[id].label,
      description: SECTIONS[id].description,
      weight: SECTION_WEIGHTS[id],
      checks: Object.entries(CHECK_WEIGHTS[id]).map(([checkId, max]) => {
        const info = CHECKS[checkId];
        return {
          id: checkId,
          label: info.label,
          max,
          rule: info.rule,
          fix: info.fix,
          englishOnly: info.readsWords === true,
          sources: info.sources.map((s) => {
            const src = byId.get(s);
            if (!src) throw new Error(`Unknown source ${s} in ${checkId}`);
            return { id: src.id, title: src.title, url: src.url };
          }),
        };
      }),
    })),
    sources: SOURCES,
    notes: [
      'Each section scores 0-100 and is the sum of its checks; the overall score is the weighted mean of the five sections.',
      'A passed check earns its full points, a failed one none; a partial one earns a share (usually half) and never all or nothing.',
      "Checks marked English-only read English words; for profiles in another language they are not applied and their points are shared among the section's other checks in proportion to their weight.",
      'A check about data the export does not contain (the full skills list in a PDF, the URL in 2016-17 exports) is not applied either, the same way.',
      'The AI never scores: scores come only from these rules, so the same profile always gets the same score.',
      'An optional target role or job ad adds keyword coverage beside the score; it does not change the score.',
    ],
  };
}
