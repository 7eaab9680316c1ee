// What the history, the comparison, the re-scan note and the reports compute, from real rubric results.
import { readFileSync } from 'node:fs';
import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import { personalAnalysis, rubricOnlyContent } from '../../edge/core/advice/rubric-advice.ts';
import { decodeCursor, encodeCursor } from '../../edge/core/analysis/cursor.ts';
import { compareAnalyses } from '../../edge/core/analysis/delta.ts';
import {
  type AnalysisData,
  type AnalysisSummary,
  presentAnalysis,
  summarizeAnalysis,
} from '../../edge/core/analysis/dto.ts';
import { reportMarkdown } from '../../edge/core/analysis/report-markdown.ts';
import { wordDiff } from '../../edge/core/analysis/word-diff.ts';
import { toJsonResume } from '../../edge/core/profile/json-resume.ts';
import type { Profile } from '../../edge/core/profile/schema.ts';
import { scoreProfile } from '../../edge/core/rubric/index.ts';
import type { SectionId } from '../../edge/core/rubric/types.ts';
import { buildProfileChart, groupByProfile } from '../../web/features/dashboard/chart-geometry.ts';
import { scansLine } from '../../web/features/dashboard/scans.ts';
import { rescanNote } from '../../web/features/result/rescan-note.ts';
import { FIXTURE_NAMES, fixture } from '../fixtures/profiles/index.ts';

let n = 0;
function dto(profile: Profile, tier: 'free' | 'pro' = 'free', at = '2026-01-01T10:00:00.000Z') {
  const result = scoreProfile(profile, { asOf: '2026-01' });
  const data: AnalysisData = { profile, result };
  if (tier === 'pro')
    data.pro = { content: rubricOnlyContent(profile, result), model: 'rubric', source: 'rubric-only' };
  const row = {
    id: `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`,
    created_at: at,
    file_type: 'pdf' as const,
    overall_score: result.overall_score,
    rubric_version: result.rubric_version,
    analysis_data: data as unknown as AnalysisData,
  };
  return presentAnalysis(row, tier);
}

describe('what changed since last time', () => {
  it('an edited headline shows the headline checks that flipped, with evidence, and the words that changed', () => {
    const strong = fixture('strong');
    const before = { ...strong, basics: { ...strong.basics, label: 'Engineer' } };
    const prev = dto(before, 'free', '2026-01-01T10:00:00.000Z');
    const cur = dto(strong, 'free', '2026-02-01T10:00:00.000Z');
    const delta = compareAnalyses(prev, cur);
    expect(delta.sections.headline.delta).toBeGreaterThan(0);
    expect(delta.overall.after - delta.overall.before).toBe(delta.overall.delta);
    const flipped = delta.flipped.filter((c) => c.section === 'headline');
    expect(flipped.length).toBeGreaterThan(0);
    expect(flipped.every((c) => c.nowPassed && c.evidenceBefore !== '' && c.evidenceAfter !== '')).toBe(true);
    expect(delta.text.map((t) => t.field)).toEqual(['Headline']);
    const parts = delta.text[0].parts;
    expect(parts).toContainEqual({ op: 'added', text: 'Senior Data' });
    expect(parts).toContainEqual({ op: 'same', text: 'Engineer' });
  });

  it('the same profile twice changes nothing', () => {
    const delta = compareAnalyses(dto(fixture('average')), dto(fixture('average')));
    expect(delta).toMatchObject({ flipped: [], text: [], overall: { delta: 0 }, rubricChanged: false });
  });

  it('diffs words, keeping what stayed', () => {
    expect(wordDiff('Senior data engineer at Acme', 'Lead data engineer at Acme Corp')).toEqual([
      { op: 'removed', text: 'Senior' },
      { op: 'added', text: 'Lead' },
      { op: 'same', text: 'data engineer at Acme' },
      { op: 'added', text: 'Corp' },
    ]);
  });
});

describe('re-scan note', () => {
  const previous = { overall_score: 61, rubric_version: '2026.2', scored_at: '2026-03-04T12:00:00.000Z' };
  it('nothing changed: no scan used, and since when', () => {
    const note = rescanNote({ charged: false, previous }, { overall_score: 61, rubric_version: '2026.2' });
    expect(note.description).toBe('Nothing changed since Mar 4, 2026; your score is the same. No scan was used.');
  });
  it('a new rubric: says so and how the score moved', () => {
    const note = rescanNote({ charged: true, previous }, { overall_score: 66, rubric_version: '2026.3' });
    expect(note).toEqual({
      title: 'Analysis Updated!',
      description: 'Our scoring rubric changed from 2026.2 to 2026.3: your score went from 61 to 66.',
    });
  });
});

describe('scans line', () => {
  it('Pro counts this month of the Pro allowance, never the free scan', () => {
    expect(scansLine('pro', 2, 14).text).toBe('1 of 15 Pro scans used this month (7%)');
    expect(scansLine('pro', 1, 15).text).toBe('0 of 15 Pro scans used this month (0%)');
  });
  it('free stays used of used + remaining', () => {
    expect(scansLine('free', 1, 0).text).toBe('1 of 1 scan used (100%)');
  });
});

describe('progress per profile', () => {
  const at = (d: number) => new Date(Date.UTC(2026, 0, d)).toISOString();
  const s = (name: string, d: number, score: number): AnalysisSummary => ({
    ...summarizeAnalysis({
      id: `${name}${d}`,
      created_at: at(d),
      file_type: 'pdf',
      overall_score: score,
      rubric_version: 'r',
      analysis_data: {
        profile: { basics: { name } },
        result: {
          sections: Object.fromEntries(
            ['headline', 'about', 'experience', 'skills', 'education'].map((k) => [k, { score }]),
          ) as Record<SectionId, { score: number }>,
        },
      },
    }),
  });
  it('draws one line per person, most recent first, never joining two', () => {
    const list = [s('Ada', 5, 80), s('Bo', 4, 30), s('Ada', 3, 70), s('bo ', 2, 20), s('Ada', 1, 60)];
    expect(groupByProfile(list).map((g) => [g.name, g.items.length])).toEqual([
      ['Ada', 3],
      ['Bo', 2],
    ]);
    const chart = buildProfileChart(list);
    expect(chart.lines.map((l) => l.points.map((p) => p.score))).toEqual([
      [60, 70, 80],
      [20, 30],
    ]);
  });
});

describe('history cursor', () => {
  it('round-trips and refuses anything else', () => {
    const c = { created_at: '2026-01-02T03:04:05.678Z', id: '00000000-0000-4000-8000-000000000001' };
    expect(decodeCursor(encodeCursor(c))).toEqual(c);
    for (const bad of ['', 'x_y', '2026-01-02_00000000-0000-4000-8000-000000000001', `${c.created_at}_nope`])
      expect(decodeCursor(bad)).toBeNull();
  });
});

describe('reports', () => {
  it('Markdown holds the score and all five sections; the Pro parts only for Pro', () => {
    const free = reportMarkdown(dto(fixture('strong'), 'free'));
    const pro = reportMarkdown(dto(fixture('strong'), 'pro'));
    for (const md of [free, pro]) {
      expect(md).toMatch(/^# Profile Score report: /);
      expect(md).toMatch(/\*\*Overall score: \d+\/100/);
      for (const t of ['Headline', 'About Section', 'Professional Experience', 'Skills', 'Education'])
        expect(md).toContain(`## ${t}: `);
      expect(md.split('\n').filter((l) => /^- \[[x~ ]\] /.test(l)).length).toBeGreaterThan(10);
    }
    expect(free).not.toContain('## Rewrites');
    expect(free).not.toContain('### Suggestions');
    expect(free).toContain('part of Pro');
    expect(pro).toContain('## Rewrites');
    expect(pro).toContain('### Suggestions');
  });

  it('Markdown carries the personal suggestions with their points, the saved match, and no empty heading', () => {
    const p = fixture('average');
    const result = personalAnalysis(p, scoreProfile(p, { asOf: '2026-01' }), { asOf: '2026-01' });
    const data: AnalysisData = {
      profile: p,
      result,
      target: { text: 'Data Engineer: Python, SQL, Airflow, dbt, Kafka', updated_at: '2026-01-01T10:00:00.000Z' },
      pro: { content: rubricOnlyContent(p, result), model: 'rubric', source: 'rubric-only' },
    };
    const row = {
      id: '00000000-0000-4000-8000-000000000999',
      created_at: '2026-01-01T10:00:00.000Z',
      file_type: 'pdf' as const,
      overall_score: result.overall_score,
      rubric_version: result.rubric_version,
      analysis_data: data,
    };
    const md = reportMarkdown(presentAnalysis(row, 'pro'));
    const shown = [...Object.values(result.sections), result.basics].flatMap((s) => s.suggestions);
    expect(shown.length).toBeGreaterThan(5);
    for (const sg of shown) expect(md).toContain(`(+${sg.gain} pts) ${sg.text.replace(/\s+/g, ' ').trim()}`);
    expect(md).toMatch(/## Job-ad match: \d+% \(/);
    expect(md).toContain('Matched against: Data Engineer');
    const lines = md.split('\n');
    lines.forEach((l, i) => {
      if (!/^#{2,3} /.test(l)) return;
      const next = lines.slice(i + 1).find((x) => x.trim());
      expect(next, l).toBeDefined();
      expect(next, l).not.toMatch(/^#{2,3} /);
    });
    // The free copy of the same analysis holds none of it.
    const free = reportMarkdown(presentAnalysis(row, 'free'));
    for (const sg of shown) expect(free).not.toContain(sg.text.replace(/\s+/g, ' ').trim());
  });

  it('every fixture exports a JSON Resume that validates against the JSON Resume schema', () => {
    const schema = JSON.parse(
      readFileSync(new URL('../fixtures/json-resume/schema-v1.0.0.json', import.meta.url), 'utf8'),
    );
    const ajv = new Ajv({ allErrors: true });
    ajv.addFormat('uri', /^[a-z][a-z0-9+.-]*:[^\s]+$/i);
    ajv.addFormat('email', /^[^\s@]+@[^\s@]+$/);
    const validate = ajv.compile(schema);
    for (const name of FIXTURE_NAMES) {
      const resume = JSON.parse(JSON.stringify(toJsonResume(fixture(name))));
      expect(validate(resume), `${name}: ${ajv.errorsText(validate.errors)}`).toBe(true);
    }
    // The validator does fail: a wrong date shape and an unknown top-level key are refused.
    expect(validate({ work: [{ startDate: 'March 2020' }] })).toBe(false);
    expect(validate({ topSkills: [] })).toBe(false);
  });
});
