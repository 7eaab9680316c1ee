// The rubric as plain data, for the /how-we-score page and docs/rubric.md: every part, check, weight, gate and
// word list the scorer uses.
import { CHECKS, SECTIONS } from './catalog.ts';
import { LEXICONS } from './lang/index.ts';
import { SOURCES, type Source } from './sources.ts';
import { PART_IDS, type PartId } from './types.ts';
import {
  CHECK_WEIGHTS,
  GATE_CAP,
  GATE_MIN_SHARE,
  GATES,
  LIMITS,
  PART_WEIGHTS,
  PRETEND_GATE,
  RUBRIC_VERSION,
} from './weights.ts';

export interface CatalogCheck {
  id: string;
  label: string;
  max: number;
  rule: string;
  fix: string;
  kind: 'content' | 'hygiene';
  /** Reads the word lists of the text's language. */
  readsWords: boolean;
  sources: Array<Pick<Source, 'id' | 'title' | 'url'>>;
}

export interface CatalogGate {
  /** The check whose failure closes the gate, or null for the "content checks under half" rule. */
  check: string | null;
  label: string;
  cap: number;
  reason: string;
}

export interface CatalogSection {
  id: PartId;
  label: string;
  description: string;
  weight: number;
  checks: CatalogCheck[];
  gates: CatalogGate[];
}

export interface CatalogLanguage {
  code: string;
  name: string;
  lists: Array<{ id: string; label: string; words: string[] }>;
}

export interface RubricCatalog {
  version: string;
  sections: CatalogSection[];
  languages: CatalogLanguage[];
  sources: Source[];
  notes: string[];
}

const byId = new Map(SOURCES.map((s) => [s.id, s]));

function gatesOf(id: PartId): CatalogGate[] {
  const named = (GATES[id] ?? []).map((g) => ({
    check: g.check,
    label: CHECKS[g.check].label,
    cap: g.cap,
    reason: `Capped at ${g.cap} when "${CHECKS[g.check].label}" ${
      g.empty
        ? 'finds the text clearly empty'
        : (g.below ?? 0) >= 1
          ? 'is not passed'
          : 'earns less than half its points'
    }: ${g.reason}.`,
  }));
  if (id === 'basics') return named;
  return [
    ...named,
    {
      check: null,
      label: 'Content checks',
      cap: GATE_CAP,
      reason: `Capped at ${GATE_CAP} when the content checks together earn less than ${GATE_MIN_SHARE * 100}% of their points: completeness alone cannot make a section good.`,
    },
  ];
}

function languages(): CatalogLanguage[] {
  return Object.values(LEXICONS).map((l) => ({
    code: l.lang,
    name: l.name,
    lists: [
      { id: 'verbs', label: 'Action verbs (anywhere)', words: [...l.verbs.keys()] },
      {
        id: 'verbs_at_start',
        label: 'Action verbs (opening a bullet or after "I")',
        words: [...l.verbsAtStart.keys()],
      },
      { id: 'duties', label: 'Duty phrases', words: [...l.duties] },
      { id: 'weak_openers', label: 'Duty openers', words: [...l.weakOpeners] },
      { id: 'cliches', label: 'Clichés and empty superlatives', words: [...l.cliches] },
      { id: 'filler', label: 'Placeholder text', words: [...l.filler] },
      { id: 'template', label: "LinkedIn's template About (patterns)", words: l.template.map((r) => r.source) },
      { id: 'value', label: 'Value phrases', words: [...l.value] },
      { id: 'cta', label: 'Calls to action', words: [...l.cta] },
      { id: 'role_nouns', label: 'Role words', words: [...l.roleNouns] },
    ],
  }));
}

export function rubricCatalog(): RubricCatalog {
  return {
    version: RUBRIC_VERSION,
    sections: PART_IDS.map((id) => ({
      id,
      label: SECTIONS[id].label,
      description: SECTIONS[id].description,
      weight: PART_WEIGHTS[id],
      checks: Object.entries(CHECK_WEIGHTS[id]).map(([checkId, max]) => {
        const info = CHECKS[checkId];
        return {
          id: checkId,
          label: info.label,
          max,
          rule: info.rule,
          fix: info.fix,
          kind: info.kind,
          readsWords: info.readsWords === true,
          sources: info.sources.map((s) => {
            const src = byId.get(s);
            if (!src) throw new Error(`Unknown source ${s} in ${checkId}`);
            return { id: src.id, title: src.title, url: src.url };
          }),
        };
      }),
      gates: gatesOf(id),
    })),
    languages: languages(),
    sources: SOURCES,
    notes: [
      'Each part scores 0-100 and is the sum of its checks, unless a gate caps it; the overall score is the weighted mean of the five sections and the profile basics.',
      'A passed check earns its full points, a failed one none; a partial one earns a share and never all or nothing.',
      "Content checks judge what your text says; completeness checks, that it is there. A gate caps a section only on clear evidence that completeness cannot lift it: a stale headline, or content that is clearly empty (placeholders, text pasted into most roles, LinkedIn's template About, instructions aimed at software, a stack of clichés with nothing else). A weak but real text (duties without numbers, a keyword-rich headline that names a role, a few clichés in a real About) loses the check's points and is not capped.",
      `When at least ${PRETEND_GATE.sections} of headline, About and experience are capped for empty content, the overall score is capped at ${PRETEND_GATE.cap}: several strong signs that the profile pretends.`,
      'Skills are judged against your own field, read from your headline, titles and text, with families of work (AI/ML, data, software, cloud, security, finance, healthcare, marketing, design, operations, education, law ...) and the families next to each; a skill your About or roles use counts as backed (in a role fully, in About by half).',
      'A headline is out of date only when it names a former employer and none of the current one\'s common forms (Amazon / Amazon Web Services / AWS, Alphabet / Google, Meta / Facebook, with or without Inc., Ltd. or GmbH); "Ex-Google" marks a former employer on purpose.',
      'Beside every score the result says where it stands among real profiles: the middle half of the profiles we calibrated on, and the share this score is above. The table (edge/core/rubric/standing-table.ts) holds only percentiles of our own scores.',
      'How the numbers were set: by hand, from a recruiter\'s anchors (a bare "Title at Company" headline about 40, roles described as duties about 50, every recent role with a measured result about 100), then checked against blind ratings of 93 real exports by experienced recruiters (npm run eval:rubric), on the whole set and on five fixed folds. No number is fitted by optimisation on the ratings.',
      'Text is measured once it carries content: placeholders, clichés, repeats, keyword lists, random characters and pasted text are set aside before length is counted.',
      'We detect the language you wrote in (not the language of LinkedIn’s interface) and read each text with that language’s word lists: English, Spanish, Portuguese, French, German and Italian. A text too short to tell is read with all of them. For any other language, checks that read words are not applied and their points go to the section’s other checks; the evidence says so.',
      `An About shorter than what LinkedIn shows before "see more" (${LIMITS.aboutPreview} characters of content) is one or two thin lines: its other checks count for that share of their points, as the style checks of Experience count only for the roles that are described.`,
      'One cause, one penalty: when a section is missing (no About, no role descriptions), the checks that would read it are not applied and their points go to the one check that fails.',
      'Numbers count as results only when they measure an outcome: percentages (a range such as 10-15% too), money, multipliers (2x, x2), counts of things, time saved, and changes of magnitude in words (doubled, halved, cut in half, tenfold, from terabytes to hundreds of terabytes). Years, dates, ratios (1:1, 24/7), durations, versions, phone numbers and "110%" do not. A number that only sizes the job (a team of 6, 4 teams, 12 projects) shows scope and earns a role half the credit of an outcome.',
      'Skills are matched by one rule everywhere (case, accents, common variants such as JS = JavaScript, k8s = Kubernetes, Postgres = PostgreSQL, and word stems).',
      "Suggestions are ordered by what acting on them adds to the overall score (a section's gain times its weight). A headline is one line rewritten at once, so advice on any part of it (make it current, name the role, say more than the title, keywords, value) counts for the whole rewrite and is listed once, led by the first of those it still misses.",
      'The AI never scores: scores come only from these rules, so the same profile always gets the same score.',
      'A job ad or target role gets its own match rate beside the score (see Match with a job ad); it never changes the score.',
    ],
  };
}
