// Pure geometry for the score history chart: analyses (newest first, as the API lists them) to SVG coordinates.
import type { AnalysisSummary } from '../../../edge/core/analysis/dto.ts';
import { SECTION_IDS, type SectionId } from '../../../edge/core/rubric/types.ts';

export type SeriesId = 'overall' | SectionId;
export const SERIES: SeriesId[] = ['overall', ...SECTION_IDS];

export interface ChartBox {
  width: number;
  height: number;
  /** Room for the axis labels. */
  left: number;
  right: number;
  top: number;
  bottom: number;
}

export const DEFAULT_BOX: ChartBox = { width: 640, height: 240, left: 36, right: 16, top: 12, bottom: 28 };
export const MAX_POINTS = 12;

export interface ChartPoint {
  x: number;
  y: number;
  score: number;
}

export interface ChartModel {
  /** Oldest first, at most MAX_POINTS. */
  dates: string[];
  xs: number[];
  series: Record<SeriesId, ChartPoint[]>;
  gridY: { value: number; y: number }[];
}

export function scoreOf(a: AnalysisSummary, id: SeriesId): number {
  return id === 'overall' ? a.overall_score : (a.section_scores?.[id] ?? 0);
}

export function buildChart(analyses: AnalysisSummary[], box: ChartBox = DEFAULT_BOX): ChartModel {
  const picked = analyses.slice(0, MAX_POINTS).reverse();
  const plotW = box.width - box.left - box.right;
  const plotH = box.height - box.top - box.bottom;
  // One analysis sits in the middle; more are spread evenly (by order, not time: bursts of re-scans stay legible).
  const xs = picked.map((_, i) => box.left + (picked.length === 1 ? plotW / 2 : (plotW * i) / (picked.length - 1)));
  const y = (score: number) => box.top + plotH * (1 - Math.max(0, Math.min(100, score)) / 100);
  const series = Object.fromEntries(
    SERIES.map((id) => [id, picked.map((a, i) => ({ x: xs[i], y: y(scoreOf(a, id)), score: scoreOf(a, id) }))]),
  ) as Record<SeriesId, ChartPoint[]>;
  return {
    dates: picked.map((a) => a.created_at),
    xs,
    series,
    gridY: [0, 25, 50, 75, 100].map((value) => ({ value, y: y(value) })),
  };
}

export function polyline(points: ChartPoint[]): string {
  return points.map((p) => `${round(p.x)},${round(p.y)}`).join(' ');
}

const round = (n: number) => Math.round(n * 10) / 10;

/** Which points get an x-axis label: evenly spaced so labels never overlap, always the first and the newest. */
export function labelIndexes(count: number, plotWidth: number, minGap = 72): number[] {
  if (count <= 1) return count === 1 ? [0] : [];
  const step = Math.max(1, Math.ceil((count - 1) / Math.max(1, Math.floor(plotWidth / minGap))));
  const picked: number[] = [];
  for (let i = 0; i < count; i += step) picked.push(i);
  const last = count - 1;
  if (picked.at(-1) !== last) {
    // Make room for the newest point rather than crowding it.
    if (last - (picked.at(-1) ?? 0) < step) picked.pop();
    picked.push(last);
  }
  return picked;
}

/** Text anchor that keeps the end labels inside the drawing. */
export function labelAnchor(i: number, count: number): 'start' | 'middle' | 'end' {
  if (count > 1 && i === 0) return 'start';
  if (count > 1 && i === count - 1) return 'end';
  return 'middle';
}

export interface ProfileLine {
  key: string;
  name: string;
  points: ChartPoint[];
}

/** The user's profiles, most recently analysed first, each with its analyses (newest first). */
export function groupByProfile(analyses: AnalysisSummary[]): { key: string; name: string; items: AnalysisSummary[] }[] {
  const groups = new Map<string, { key: string; name: string; items: AnalysisSummary[] }>();
  for (const a of analyses) {
    const key = a.profile_key ?? a.name.toLowerCase();
    const g = groups.get(key) ?? { key, name: a.name, items: [] };
    g.items.push(a);
    groups.set(key, g);
  }
  return [...groups.values()];
}

export const MAX_PROFILE_POINTS = 24;

/**
 * Overall score over time, one line per profile: points share one x axis (the analyses in order, oldest first)
 * but a line only ever joins analyses of the same person.
 */
export function buildProfileChart(analyses: AnalysisSummary[], box: ChartBox = DEFAULT_BOX) {
  const picked = analyses.slice(0, MAX_PROFILE_POINTS).reverse();
  const plotW = box.width - box.left - box.right;
  const plotH = box.height - box.top - box.bottom;
  const xs = picked.map((_, i) => box.left + (picked.length === 1 ? plotW / 2 : (plotW * i) / (picked.length - 1)));
  const y = (score: number) => box.top + plotH * (1 - Math.max(0, Math.min(100, score)) / 100);
  const lines: ProfileLine[] = groupByProfile(analyses).map((g) => ({ key: g.key, name: g.name, points: [] }));
  const byKey = new Map(lines.map((l) => [l.key, l]));
  picked.forEach((a, i) => {
    byKey
      .get(a.profile_key ?? a.name.toLowerCase())
      ?.points.push({ x: xs[i], y: y(a.overall_score), score: a.overall_score });
  });
  return {
    dates: picked.map((a) => a.created_at),
    xs,
    lines: lines.filter((l) => l.points.length > 0),
    gridY: [0, 25, 50, 75, 100].map((value) => ({ value, y: y(value) })),
  };
}
