import { type ReactNode, type RefObject, useEffect, useRef, useState } from 'react';
import type { AnalysisSummary } from '../../../edge/core/analysis/dto.ts';
import { Card } from '../../components/ui/card.tsx';
import { cn } from '../../lib/cn.ts';
import { SECTION_SHORT } from '../../lib/sections.ts';
import { ChartAxes } from './chart-axes.tsx';
import { buildChart, type ChartBox, DEFAULT_BOX, SERIES, type SeriesId } from './chart-geometry.ts';
import { LegendSwatch, SeriesLine } from './series-line.tsx';
import { SERIES_STYLE } from './series-style.ts';

const LABEL: Record<SeriesId, string> = { overall: 'Overall', ...SECTION_SHORT };
const shortDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });
const shortTime = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });

/** The drawing's box follows the card's real width, so labels keep their size from a phone to a wide screen. */
export function useChartBox(): [RefObject<HTMLDivElement | null>, ChartBox] {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(DEFAULT_BOX.width);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const observer = new ResizeObserver(([entry]) => setWidth(Math.max(240, Math.round(entry.contentRect.width))));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return [ref, { ...DEFAULT_BOX, width, height: width < 480 ? 200 : DEFAULT_BOX.height }];
}

/** Overall and section scores over time: a dependency-free SVG, with the numbers in a table for screen readers. */
export function ScoreChart({ analyses, toolbar }: { analyses: AnalysisSummary[]; toolbar?: ReactNode }) {
  const [shown, setShown] = useState<Set<SeriesId>>(() => new Set(SERIES));
  const [ref, box] = useChartBox();
  const model = buildChart(analyses, box);
  // All on one day (a burst of re-scans): times tell the points apart, dates would not.
  const oneDay = new Set(model.dates.map((d) => new Date(d).toDateString())).size === 1;
  const pointLabel = (iso: string) => (oneDay && model.dates.length > 1 ? shortTime : shortDate).format(new Date(iso));
  const toggle = (id: SeriesId) =>
    setShown((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  return (
    <Card role="region" aria-labelledby="chart-title" className="p-5 sm:p-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="chart-title" className="font-semibold text-slate-900">
          Your scores over time
        </h2>
        {analyses.length === 1 && <p className="text-slate-500 text-sm">Run another analysis to see your progress.</p>}
        {toolbar}
      </div>
      <ul className="mt-3 flex flex-wrap gap-2" aria-label="Lines shown">
        {SERIES.map((id) => (
          <li key={id}>
            <button
              type="button"
              aria-pressed={shown.has(id)}
              onClick={() => toggle(id)}
              className={cn(
                'inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs ring-1 ring-inset focus-visible:outline-2 focus-visible:outline-brand-600',
                shown.has(id) ? 'bg-white text-slate-800 ring-slate-300' : 'bg-slate-100 text-slate-500 ring-slate-200',
              )}
            >
              <LegendSwatch style={SERIES_STYLE[id]} muted={!shown.has(id)} />
              {LABEL[id]}
            </button>
          </li>
        ))}
      </ul>
      <div ref={ref} className="mt-4">
        <svg
          viewBox={`0 0 ${box.width} ${box.height}`}
          width={box.width}
          height={box.height}
          className="block h-auto w-full"
          aria-hidden="true"
          data-testid="score-chart"
        >
          <ChartAxes box={box} gridY={model.gridY} xs={model.xs} dates={model.dates} label={pointLabel} dashed />
          {[...SERIES]
            .reverse()
            .filter((id) => shown.has(id))
            .map((id) => (
              <SeriesLine
                key={id}
                id={id}
                points={model.series[id]}
                style={SERIES_STYLE[id]}
                width={id === 'overall' ? 3 : 2}
              />
            ))}
        </svg>
      </div>
      {/* In a div: a table ignores the 1px width of sr-only and would widen the page. */}
      <div className="sr-only">
        <table>
          <caption>Scores by analysis date</caption>
          <thead>
            <tr>
              <th scope="col">Date</th>
              {SERIES.map((id) => (
                <th key={id} scope="col">
                  {LABEL[id]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {model.dates.map((d, i) => (
              <tr key={d}>
                <th scope="row">{new Date(d).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })}</th>
                {SERIES.map((id) => (
                  <td key={id}>{model.series[id][i].score}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Card>
  );
}
