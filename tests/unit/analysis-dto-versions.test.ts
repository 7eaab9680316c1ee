// Stored analyses keep the rubric version they were scored with: an older one (no profile basics, no content
// language) still presents, and a new one carries both.
import { describe, expect, it } from 'vitest';
import { type AnalysisData, presentAnalysis } from '../../edge/core/analysis/dto.ts';
import { scoreProfile } from '../../edge/core/rubric/score.ts';
import { RUBRIC_VERSION } from '../../edge/core/rubric/weights.ts';
import { fixture } from '../fixtures/profiles/index.ts';

const row = (result: unknown, rubric_version: string) => ({
  id: 'a1',
  created_at: '2026-01-01T00:00:00Z',
  file_type: 'pdf' as const,
  overall_score: 70,
  rubric_version,
  analysis_data: { profile: fixture('strong'), result } as unknown as AnalysisData,
});

describe('analyses across rubric versions', () => {
  it('presents an analysis stored by the previous rubric, without profile basics', () => {
    const { basics: _b, content_language: _c, ...old } = scoreProfile(fixture('strong'));
    const dto = presentAnalysis(row({ ...old, rubric_version: '2025.1' }, '2025.1'), 'pro');
    expect(dto.rubric_version).toBe('2025.1');
    expect(dto.basics).toBeNull();
    expect(dto.overall_gate).toBeNull();
    expect(Object.keys(dto.sections)).toHaveLength(5);
  });

  it('presents profile basics of a current analysis, with suggestions withheld from free users', () => {
    const a = scoreProfile(fixture('weak'));
    expect(a.rubric_version).toBe(RUBRIC_VERSION);
    expect(presentAnalysis(row(a, a.rubric_version), 'pro').basics?.suggestions).toEqual(a.basics.suggestions);
    const free = presentAnalysis(row(a, a.rubric_version), 'free');
    expect(free.basics?.checks).toEqual(a.basics.checks);
    expect(free.basics?.suggestions).toBeNull();
  });
});
