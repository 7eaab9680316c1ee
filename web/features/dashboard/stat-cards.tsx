import type { ComponentType, ReactNode, SVGProps } from 'react';
import type { AnalysisSummary } from '../../../edge/core/analysis/dto.ts';
import { resultBand } from '../../../edge/core/bands.ts';
import { PLANS } from '../../../edge/core/plans.ts';
import { Card } from '../../components/ui/card.tsx';
import { ChartIcon, CrownIcon, GaugeIcon, ScanIcon } from '../../components/ui/icons.tsx';
import type { AppUser } from '../../queries/user.ts';
import { BAND_TEXT } from './band-style.ts';
import { groupByProfile } from './chart-geometry.ts';

interface StatProps {
  id: string;
  label: string;
  value: ReactNode;
  note: ReactNode;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
}

function Stat({ id, label, value, note, icon: Icon }: StatProps) {
  return (
    <Card role="group" aria-labelledby={`${id}-label`} className="p-4 sm:p-5">
      <div className="flex items-center justify-between">
        <h2 id={`${id}-label`} className="font-medium text-slate-600 text-sm">
          {label}
        </h2>
        <span className="hidden rounded-lg bg-brand-50 p-2 text-brand-600 sm:block">
          <Icon className="size-5" />
        </span>
      </div>
      <p className="mt-2 font-bold text-2xl text-slate-900 tracking-tight sm:mt-3 sm:text-3xl" data-testid={id}>
        {value}
      </p>
      <div className="mt-1 text-slate-500 text-sm">{note}</div>
    </Card>
  );
}

function BandNote({ score }: { score: number | undefined }) {
  if (score === undefined) return <>No analysis yet</>;
  const band = resultBand(score);
  return <span className={BAND_TEXT[band.tone]}>{band.label}</span>;
}

/** Latest score, best score, analyses done and scans remaining (the result view's three-band scale). */
export function StatCards({ user, analyses }: { user: AppUser; analyses: AnalysisSummary[] | undefined }) {
  const latest = analyses?.[0]?.overall_score;
  // Best of the profile analysed most recently: another person's score is no bar for this one.
  const current = groupByProfile(analyses ?? [])[0]?.items;
  const best = current?.length ? Math.max(...current.map((a) => a.overall_score)) : undefined;
  const loading = analyses === undefined;
  const dash = loading ? '…' : '—';
  const pro = user.subscription_tier === 'pro';
  return (
    <section aria-label="Your numbers" className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
      <Stat
        id="stat-latest-score"
        label="Latest Score"
        value={latest ?? dash}
        note={<BandNote score={latest} />}
        icon={GaugeIcon}
      />
      <Stat
        id="stat-best-score"
        label="Best Score"
        value={best ?? dash}
        note={<BandNote score={best} />}
        icon={CrownIcon}
      />
      <Stat
        id="stat-analyses"
        label="Analyses Done"
        value={analyses?.length ?? dash}
        note={analyses?.length === 1 ? 'analysis so far' : 'analyses so far'}
        icon={ChartIcon}
      />
      <Stat
        id="stat-scans-remaining"
        label="Scans Remaining"
        value={user.scans_remaining}
        note={
          <>
            <span data-testid="stat-plan">{PLANS[pro ? 'pro' : 'free'].name}</span> plan
          </>
        }
        icon={ScanIcon}
      />
    </section>
  );
}
