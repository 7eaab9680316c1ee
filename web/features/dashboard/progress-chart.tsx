import { useState } from 'react';
import type { AnalysisSummary } from '../../../edge/core/analysis/dto.ts';
import { Card } from '../../components/ui/card.tsx';
import { ChartAxes } from './chart-axes.tsx';
import { buildProfileChart, groupByProfile } from './chart-geometry.ts';
import { ScoreChart, useChartBox } from './score-chart.tsx';
import { LegendSwatch, SeriesLine } from './series-line.tsx';
import { SERIES_STYLE } from './series-style.ts';

// The section chart's looks, one per person: a seventh profile reuses the first.
const LOOKS = Object.values(SERIES_STYLE);
const shortDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });
const shortTime = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });
const ALL = '__all';

/**
 * Progress per person: with several profiles, one overall line each (never joining two people) or one profile's
 * overall and section lines; with one profile, just its lines.
 */
export function ProgressChart({ analyses }: { analyses: AnalysisSummary[] }) {
  const profiles = groupByProfile(analyses);
  const [view, setView] = useState(ALL);
  const picked = profiles.find((p) => p.key === view);
  if (profiles.length < 2) return <ScoreChart analyses={analyses} />;
  const picker = (
    <label className="flex items-center gap-2 text-slate-600 text-sm">
      Profile
      <select
        value={picked ? view : ALL}
        onChange={(e) => setView(e.target.value)}
        className="rounded-lg border border-slate-300 bg-white px-2 py-1 text-slate-900 text-sm"
        data-testid="chart-profile"
      >
        <option value={ALL}>All profiles</option>
        {profiles.map((p) => (
          <option key={p.key} value={p.key}>
            {p.name}
          </option>
        ))}
      </select>
    </label>
  );
  if (picked) return <ScoreChart analyses={picked.items} toolbar={picker} />;
  return <ProfileLines analyses={analyses} toolbar={picker} />;
}

function ProfileLines({ analyses, toolbar }: { analyses: AnalysisSummary[]; toolbar: React.ReactNode }) {
  const [ref, box] = useChartBox();
  const model = buildProfileChart(analyses, box);
  // All on one day: times tell the points apart, dates would not.
  const oneDay = new Set(model.dates.map((d) => new Date(d).toDateString())).size === 1;
  const label = (iso: string) => (oneDay ? shortTime : shortDate).format(new Date(iso));
  return (
    <Card role="region" aria-labelledby="chart-title" className="p-5 sm:p-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="chart-title" className="font-semibold text-slate-900">
          Your scores over time
        </h2>
        {toolbar}
      </div>
      <ul className="mt-3 flex flex-wrap gap-3 text-slate-700 text-xs" aria-label="One line per profile">
        {model.lines.map((l, i) => (
          <li key={l.key} className="inline-flex items-center gap-1.5">
            <LegendSwatch style={LOOKS[i % LOOKS.length]} />
            {l.name}
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
          <ChartAxes box={box} gridY={model.gridY} xs={model.xs} dates={model.dates} label={label} />
          {model.lines.map((l, i) => (
            <g key={l.key} data-testid="profile-line" data-profile={l.name}>
              <SeriesLine id={l.key} points={l.points} style={LOOKS[i % LOOKS.length]} width={2.5} />
            </g>
          ))}
        </svg>
      </div>
      <div className="sr-only">
        <table>
          <caption>Overall score by profile and date</caption>
          <tbody>
            {model.lines.flatMap((l) =>
              l.points.map((p) => (
                <tr key={`${l.key}-${p.x}`}>
                  <th scope="row">{l.name}</th>
                  <td>{p.score}</td>
                </tr>
              )),
            )}
          </tbody>
        </table>
      </div>
    </Card>
  );
}
