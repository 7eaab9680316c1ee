// "What changed since last time": one analysis against the previous one of the same profile. Pure, from the two
// analyses as the user may see them (so a free user's comparison holds nothing they cannot see).
import { SECTION_IDS, type SectionId } from '../rubric/types.ts';
import type { AnalysisDto } from './dto.ts';
import { compact, type DiffPart, wordDiff } from './word-diff.ts';

export interface ScoreDelta {
  before: number;
  after: number;
  delta: number;
}

export interface FlippedCheck {
  section: SectionId;
  id: string;
  label: string;
  /** True: it passes now and did not before. */
  nowPassed: boolean;
  evidenceBefore: string;
  evidenceAfter: string;
}

export interface TextChange {
  field: string;
  parts: DiffPart[];
}

export interface AnalysisDelta {
  previousId: string;
  previousAt: string;
  overall: ScoreDelta;
  sections: Record<SectionId, ScoreDelta>;
  flipped: FlippedCheck[];
  text: TextChange[];
  rubricChanged: boolean;
}

const score = (before: number, after: number): ScoreDelta => ({ before, after, delta: after - before });

function flippedChecks(prev: AnalysisDto, cur: AnalysisDto): FlippedCheck[] {
  const out: FlippedCheck[] = [];
  for (const section of SECTION_IDS) {
    const before = new Map(prev.sections[section].checks.map((c) => [c.id, c]));
    for (const c of cur.sections[section].checks) {
      const b = before.get(c.id);
      // Passed <-> failed only: a partial check moving a point is in the section delta, not a flip.
      if (!b || b.result === c.result || (b.result !== 'passed' && c.result !== 'passed')) continue;
      out.push({
        section,
        id: c.id,
        label: c.label,
        nowPassed: c.result === 'passed',
        evidenceBefore: b.evidence,
        evidenceAfter: c.evidence,
      });
    }
  }
  return out;
}

function textChanges(prev: AnalysisDto, cur: AnalysisDto): TextChange[] {
  const pairs: [string, string, string][] = [
    ['Headline', prev.profile.basics.label ?? '', cur.profile.basics.label ?? ''],
    ['About', prev.profile.basics.summary ?? '', cur.profile.basics.summary ?? ''],
  ];
  const roleKey = (w: { position: string; name: string }) => `${w.position} at ${w.name}`;
  const before = new Map(prev.profile.work.map((w) => [roleKey(w), w.summary ?? '']));
  for (const w of cur.profile.work) {
    const key = roleKey(w);
    pairs.push([key, before.get(key) ?? '', w.summary ?? '']);
  }
  return pairs
    .filter(([, b, a]) => b.trim() !== a.trim())
    .map(([field, b, a]) => ({ field, parts: compact(wordDiff(b, a)) }));
}

export function compareAnalyses(prev: AnalysisDto, cur: AnalysisDto): AnalysisDelta {
  return {
    previousId: prev.id,
    previousAt: prev.created_at,
    overall: score(prev.overall_score, cur.overall_score),
    sections: Object.fromEntries(
      SECTION_IDS.map((id) => [id, score(prev.sections[id].score, cur.sections[id].score)]),
    ) as Record<SectionId, ScoreDelta>,
    flipped: flippedChecks(prev, cur),
    text: textChanges(prev, cur),
    rubricChanged: prev.rubric_version !== cur.rubric_version,
  };
}
