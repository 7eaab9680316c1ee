// Pure pieces of the analysis screens: file rules and their toasts (spec 5, 8), the progress mapping, the review
// draft (edits land on the profile, nothing else changes), error toasts, recruiter-view cuts, advice merging, the
// history chart's geometry and the cache's "was the server reachable" rule.
import { describe, expect, it } from 'vitest';
import type { AnalysisSummary } from '../../edge/core/analysis/dto.ts';
import { AppError } from '../../edge/core/errors.ts';
import { ProfileSchema } from '../../edge/core/profile/schema.ts';
import { analysisFailure, suggestsImageMode } from '../../web/features/analysis/errors.ts';
import { addFiles, checkFile, formatBytes, MAX_SCREENSHOTS, NO_FILE } from '../../web/features/analysis/file-rules.ts';
import { readingProgress, stageProgress } from '../../web/features/analysis/progress.ts';
import {
  applyDraft,
  formatRange,
  readWarning,
  splitSkills,
  toDraft,
  validateDraft,
} from '../../web/features/analysis/review-model.ts';
import {
  buildChart,
  DEFAULT_BOX,
  labelAnchor,
  labelIndexes,
  MAX_POINTS,
  polyline,
} from '../../web/features/dashboard/chart-geometry.ts';
import { adviceItems } from '../../web/features/result/advice-items.ts';
import { initials, visiblePart } from '../../web/features/result/format.ts';
import { rescanFailure } from '../../web/features/result/rescan-note.ts';
import { ApiError, SignedOutError } from '../../web/lib/api.ts';
import { isUnreachable } from '../../web/local/analyses-cache.ts';
import { fixture } from '../fixtures/profiles/index.ts';

describe('file rules (spec 5)', () => {
  const pdf = { name: 'Profile.pdf', type: 'application/pdf', size: 90_000 };
  const png = { name: 'shot.png', type: 'image/png', size: 400_000 };
  it('asks for a file when there is none', () => {
    expect(checkFile(null, 'pdf')).toEqual({ title: 'No File Selected', description: 'Please upload your profile' });
    expect(checkFile(undefined, 'image')).toBe(NO_FILE);
  });
  it('takes only PDFs in PDF mode and only images in image mode', () => {
    expect(checkFile(pdf, 'pdf')).toBeNull();
    expect(checkFile(png, 'pdf')).toEqual({ title: 'Invalid File Type', description: 'Please upload a PDF' });
    expect(checkFile(png, 'image')).toBeNull();
    expect(checkFile(pdf, 'image')).toEqual({ title: 'Invalid File Type', description: 'Please upload an image' });
  });
  it('accepts a PDF whose type the system left empty, by its name only', () => {
    expect(checkFile({ name: 'export.PDF', type: '', size: 10 }, 'pdf')).toBeNull();
    expect(checkFile({ name: 'export.txt', type: '', size: 10 }, 'pdf')?.title).toBe('Invalid File Type');
  });
  it('refuses files over 10 MB before reading them', () => {
    expect(checkFile({ ...pdf, size: 10 * 1024 * 1024 + 1 }, 'pdf')?.title).toBe('File Too Large');
    expect(formatBytes(2_500_000)).toBe('2.4 MB');
  });
});

describe('progress', () => {
  it('moves through the pages, then parsing, review and scoring, never backwards', () => {
    const seen = [
      readingProgress(null),
      readingProgress({ stage: 'pages', done: 0, total: 3 }),
      readingProgress({ stage: 'pages', done: 1, total: 3 }),
      readingProgress({ stage: 'pages', done: 2, total: 3 }),
      readingProgress({ stage: 'pages', done: 3, total: 3 }),
      stageProgress('review'),
      stageProgress('scoring'),
      stageProgress('done'),
    ].map((v) => v.percent);
    expect([...seen].sort((a, b) => a - b)).toEqual(seen);
    expect(seen.at(-1)).toBe(100);
    expect(readingProgress({ stage: 'pages', done: 1, total: 3 }).label).toBe('Reading page 2 of 3');
    expect(readingProgress({ stage: 'pages', done: 3, total: 3 }).label).toBe('Parsing your profile');
  });
  it('shows the OCR percent in image mode, per screenshot when there are several', () => {
    const ocr = (percent: number, image = 0, images = 1) => readingProgress({ stage: 'ocr', percent, image, images });
    const half = ocr(50);
    expect(half.label).toBe('Reading text from your image (50%)');
    expect(half.percent).toBeGreaterThan(ocr(10).percent);
    expect(half.percent).toBeLessThan(stageProgress('review').percent);
    expect(ocr(45, 1, 3).label).toBe('Reading screenshot 2 of 3 (45%)');
    const steps = [ocr(90, 0, 3), ocr(0, 1, 3), ocr(50, 1, 3), ocr(0, 2, 3), ocr(100, 2, 3)].map((v) => v.percent);
    expect([...steps].sort((a, b) => a - b)).toEqual(steps);
    expect(steps.at(-1)).toBeLessThan(stageProgress('review').percent);
  });
});

describe('several screenshots', () => {
  const png = (n: number) => ({ name: `shot-${n}.png`, type: 'image/png', size: 1000 });
  it('adds screenshots in order up to the limit, and says so past it', () => {
    const first = addFiles([], [png(1), png(2)], 'image');
    expect(first).toEqual({ files: [png(1), png(2)], problem: null });
    const more = addFiles(first.files, [3, 4, 5, 6, 7].map(png), 'image');
    expect(more.files.map((f) => f.name)).toEqual([1, 2, 3, 4, 5, 6].map((n) => `shot-${n}.png`));
    expect(more.files).toHaveLength(MAX_SCREENSHOTS);
    expect(more.problem?.title).toBe('Too Many Screenshots');
  });
  it('leaves out a file of the wrong kind, and a PDF replaces the one before', () => {
    const pdf = { name: 'Profile.pdf', type: 'application/pdf', size: 10 };
    expect(addFiles([png(1)], [pdf, png(2)], 'image')).toEqual({
      files: [png(1), png(2)],
      problem: { title: 'Invalid File Type', description: 'Please upload an image' },
    });
    const other = { ...pdf, name: 'Other.pdf' };
    expect(addFiles([pdf], [other], 'pdf').files).toEqual([other]);
  });
});

describe('review draft', () => {
  const profile = fixture('average');
  it('round-trips an untouched profile unchanged', () => {
    expect(applyDraft(profile, toDraft(profile))).toEqual(profile);
  });
  it('applies edits and removals, keeping what the user cannot see', () => {
    const draft = toDraft(profile);
    draft.headline = '  Growth marketer | SEO  ';
    draft.roles = draft.roles.slice(1).map((r, i) => (i === 0 ? { ...r, title: 'Lead Marketer' } : r));
    draft.skills = draft.skills.filter((s) => s !== 'SEO').concat(['seo ', 'Figma', 'figma']);
    const out = applyDraft(profile, draft);
    expect(out.basics.label).toBe('Growth marketer | SEO');
    expect(out.work).toHaveLength(profile.work.length - 1);
    expect(out.work[0].position).toBe('Lead Marketer');
    expect(out.work[0].startDate).toBe(profile.work[1].startDate);
    // "seo " comes back as a new skill; duplicates collapse case-insensitively.
    expect(out.skills.map((s) => s.name).filter((s) => /figma|seo/i.test(s))).toEqual(['seo', 'Figma']);
    expect(out.topSkills).toContain('SEO');
    expect(out.meta).toEqual(profile.meta);
    expect(ProfileSchema.safeParse(out).success).toBe(true);
  });
  it('drops removed top skills and keeps a rewritten degree whole', () => {
    const draft = toDraft(profile);
    draft.skills = draft.skills.filter((s) => s !== 'Email Marketing');
    draft.education[0] = { ...draft.education[0], degree: 'MA Digital Marketing' };
    const out = applyDraft(profile, draft);
    expect(out.topSkills).not.toContain('Email Marketing');
    expect(out.education[0]).toMatchObject({ studyType: 'MA Digital Marketing', area: undefined });
  });
  it('validates only what the server would refuse', () => {
    const draft = { ...toDraft(profile), name: '  ', about: 'x'.repeat(10_001) };
    expect(validateDraft(draft)).toEqual({ name: 'Your name is required', about: 'Use at most 10,000 characters' });
    expect(validateDraft({ ...draft, name: 'Ann', about: 'x'.repeat(3000) })).toEqual({});
  });
  it('warns on low coverage or parser warnings only', () => {
    expect(readWarning(profile)).toBeNull();
    const low = { ...profile, meta: { ...profile.meta, coverage: 0.52 } };
    expect(readWarning(low)).toEqual({ lowCoverage: true, coveragePercent: 52, messages: [] });
    const warned = { ...profile, meta: { ...profile.meta, warnings: ['Page 2 had no text'] } };
    expect(readWarning(warned)?.messages).toEqual(['Page 2 had no text']);
  });
  it('formats dates and splits typed skills', () => {
    expect(formatRange('2019-03', undefined)).toBe('Mar 2019 – Present');
    expect(formatRange('2015', '2018-12')).toBe('2015 – Dec 2018');
    expect(splitSkills('SQL, dbt;\nLooker ,, ')).toEqual(['SQL', 'dbt', 'Looker']);
  });
});

describe('error toasts (spec 8)', () => {
  it('shows our API message as is, anything else as "Analysis failed: {status text}"', () => {
    expect(analysisFailure(new ApiError(402, 'You have no scans left.', 'NO_SCANS'))).toEqual({
      title: 'Analysis Failed',
      description: 'You have no scans left.',
    });
    expect(analysisFailure(new ApiError(502, 'Bad Gateway'))).toEqual({
      title: 'Analysis Failed',
      description: 'Analysis failed: Bad Gateway',
    });
    expect(analysisFailure(new TypeError('Failed to fetch')).description).toBe('Analysis failed: Failed to fetch');
  });
  it('asks to log in again without a session or on 401', () => {
    const notAuth = { title: 'Not Authenticated', description: 'Please log in again.' };
    expect(analysisFailure(new SignedOutError())).toEqual(notAuth);
    expect(analysisFailure(new ApiError(401, 'Invalid token', 'UNAUTHORIZED'))).toEqual(notAuth);
    expect(rescanFailure(new SignedOutError())).toEqual(notAuth);
  });
  it('passes parser messages through and offers image mode for text-less PDFs', () => {
    const noText = new AppError('NO_TEXT', 'This PDF has no text layer.');
    expect(analysisFailure(noText)).toEqual({ title: 'Analysis Failed', description: 'This PDF has no text layer.' });
    expect(suggestsImageMode(noText)).toBe(true);
    expect(suggestsImageMode(new AppError('NOT_LINKEDIN_EXPORT', 'x'))).toBe(false);
  });
  it('re-scan failures carry the server message', () => {
    expect(rescanFailure(new ApiError(402, 'You have no scans left.', 'NO_SCANS'))).toEqual({
      title: 'Re-scan Failed',
      description: 'You have no scans left.',
    });
  });
});

describe('recruiter view', () => {
  it('cuts at a word boundary within the limit and counts what is hidden', () => {
    const headline = 'Senior Data Engineer at Northwind | Building reliable pipelines for analytics teams';
    const cut = visiblePart(headline, 65);
    expect(cut.shown.length).toBeLessThanOrEqual(65);
    expect(headline.startsWith(cut.shown)).toBe(true);
    expect(headline[cut.shown.length]).toMatch(/[\s|]/);
    expect(cut.hidden).toBe(headline.length - cut.shown.length);
    expect(visiblePart('  Short   and sweet ', 65)).toEqual({ shown: 'Short and sweet', hidden: 0 });
  });
  it('makes initials', () => {
    expect(initials('Ada King Lovelace')).toBe('AL');
    expect(initials('Cher')).toBe('C');
    expect(initials('  ')).toBe('?');
  });
});

describe('advice items', () => {
  it('tags recommendations with the gain of the matching suggestion and adds the ones not said', () => {
    const items = adviceItems(
      ['Add numbers.', 'Name your skills.', 'Keep it fresh.'],
      [
        { check_id: 'about.quantified', text: 'Add numbers.', gain: 20 },
        { check_id: 'about.length', text: 'Write 1,000+ characters.', gain: 12 },
      ],
    );
    expect(items).toEqual([
      { text: 'Add numbers.', gain: 20 },
      { text: 'Name your skills.', gain: 0 },
      { text: 'Keep it fresh.', gain: 0 },
      { text: 'Write 1,000+ characters.', gain: 12 },
    ]);
    expect(adviceItems(['A'], null)).toEqual([{ text: 'A', gain: 0 }]);
  });
});

describe('history chart', () => {
  const summary = (i: number, overall: number): AnalysisSummary => ({
    id: `a${i}`,
    created_at: new Date(Date.UTC(2025, 0, 1 + i)).toISOString(),
    file_type: 'pdf',
    overall_score: overall,
    profile_key: 'test',
    name: 'Test',
    headline: '',
    section_scores: { headline: 100, about: 0, experience: 50, skills: overall, education: overall },
  });
  it('draws oldest to newest, left to right, 100 at the top and 0 at the bottom', () => {
    const newestFirst = [summary(2, 80), summary(1, 60), summary(0, 40)];
    const m = buildChart(newestFirst);
    expect(m.dates).toEqual(newestFirst.map((a) => a.created_at).reverse());
    expect(m.series.overall.map((p) => p.score)).toEqual([40, 60, 80]);
    expect(m.xs[0]).toBe(DEFAULT_BOX.left);
    expect(m.xs[2]).toBe(DEFAULT_BOX.width - DEFAULT_BOX.right);
    expect(m.series.headline[0].y).toBe(DEFAULT_BOX.top);
    expect(m.series.about[0].y).toBe(DEFAULT_BOX.height - DEFAULT_BOX.bottom);
    expect(polyline(m.series.overall).split(' ')).toHaveLength(3);
  });
  it('keeps the newest points only and centres a single one', () => {
    const many = Array.from({ length: 20 }, (_, i) => summary(20 - i, 50));
    expect(buildChart(many).dates).toHaveLength(MAX_POINTS);
    const one = buildChart([summary(0, 50)]);
    expect(one.xs[0]).toBe(DEFAULT_BOX.left + (DEFAULT_BOX.width - DEFAULT_BOX.left - DEFAULT_BOX.right) / 2);
  });
});

describe('chart labels', () => {
  it('labels every point when there is room, and spaces them out on a phone', () => {
    expect(labelIndexes(3, 600)).toEqual([0, 1, 2]);
    const narrow = labelIndexes(12, 280);
    expect(narrow[0]).toBe(0);
    expect(narrow.at(-1)).toBe(11);
    expect(narrow.length).toBeLessThanOrEqual(Math.floor(280 / 72) + 1);
    for (let i = 1; i < narrow.length; i++) expect(narrow[i] - narrow[i - 1]).toBeGreaterThanOrEqual(2);
    expect(labelIndexes(1, 280)).toEqual([0]);
    expect(labelIndexes(0, 280)).toEqual([]);
  });
  it('anchors the end labels inside the drawing', () => {
    expect([0, 1, 2].map((i) => labelAnchor(i, 3))).toEqual(['start', 'middle', 'end']);
    expect(labelAnchor(0, 1)).toBe('middle');
  });
});

describe('device cache', () => {
  it('falls back to the cached copy only when the server was not reached', () => {
    expect(isUnreachable(new TypeError('Failed to fetch'))).toBe(true);
    expect(isUnreachable(new ApiError(404, 'Analysis not found.', 'NOT_FOUND'))).toBe(false);
    expect(isUnreachable(new DOMException('cancelled', 'AbortError'))).toBe(false);
  });
});
