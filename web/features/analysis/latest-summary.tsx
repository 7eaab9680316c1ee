import type { AnalysisSummary } from '../../../edge/core/analysis/dto.ts';
import { detailedBand } from '../../../edge/core/bands.ts';
import { analysesNoun } from '../../../edge/core/plans.ts';
import { TierBadge } from '../../components/app-shell/tier-badge.tsx';
import { ButtonLink } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { ArrowRightIcon, PlusIcon } from '../../components/ui/icons.tsx';
import type { AppUser } from '../../queries/user.ts';
import { scansLine } from '../dashboard/scans.ts';
import { formatDate } from '../result/format.ts';
import { ScoreGauge } from '../result/score-gauge.tsx';
import { SectionBars } from '../result/section-bars.tsx';

/** /analysis with past analyses: the latest one at a glance (the analysis page's five-band scale), and the scans. */
export function LatestSummary({ latest, user, count }: { latest: AnalysisSummary; user: AppUser; count: number }) {
  const band = detailedBand(latest.overall_score);
  const pro = user.subscription_tier === 'pro';
  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-bold text-2xl text-slate-900 tracking-tight sm:text-3xl">Your latest analysis</h1>
          <p className="mt-1 text-slate-600">
            {formatDate(latest.created_at)} · {count} {analysesNoun(count)} so far
          </p>
        </div>
        <ButtonLink to="/analysis" search={{ upload: true }} size="lg">
          <PlusIcon className="size-5" />
          Start New Analysis
        </ButtonLink>
      </header>

      <div className="grid gap-6 lg:grid-cols-3">
        <Card className="p-5 sm:p-8 lg:col-span-2" data-testid="latest-summary">
          <div className="flex flex-col gap-8 sm:flex-row sm:items-center">
            <ScoreGauge score={latest.overall_score} band={band} />
            <div className="min-w-0 flex-1">
              <p className="truncate font-semibold text-lg text-slate-900">{latest.name || 'Your profile'}</p>
              {latest.headline && <p className="line-clamp-2 text-slate-600 text-sm">{latest.headline}</p>}
              <div className="mt-5">
                <SectionBars scores={latest.section_scores} link={false} />
              </div>
            </div>
          </div>
          <div className="mt-6 flex flex-wrap justify-end gap-3 border-slate-100 border-t pt-5">
            <ButtonLink to="/analysis/history" variant="secondary">
              All analyses
            </ButtonLink>
            <ButtonLink to="/analysis/$id" params={{ id: latest.id }} variant="secondary">
              View full results
              <ArrowRightIcon className="size-4" />
            </ButtonLink>
          </div>
        </Card>

        <Card className="p-5 sm:p-6" aria-labelledby="scans-title" role="region">
          <div className="flex items-center justify-between gap-3">
            <h2 id="scans-title" className="font-semibold text-slate-900">
              Your scans
            </h2>
            <TierBadge tier={user.subscription_tier} />
          </div>
          <dl className="mt-5 grid grid-cols-2 gap-4">
            <div className="rounded-xl bg-slate-50 p-4">
              <dt className="text-slate-600 text-sm">Scans remaining</dt>
              <dd className="mt-1 font-bold text-3xl text-slate-900" data-testid="summary-scans-remaining">
                {user.scans_remaining}
              </dd>
            </div>
            <div className="rounded-xl bg-slate-50 p-4">
              {/* Counted as the dashboard counts: for Pro, this month's Pro scans (the free scan is not one). */}
              <dt className="text-slate-600 text-sm">{pro ? 'Pro scans used this month' : 'Scans used'}</dt>
              <dd className="mt-1 font-bold text-3xl text-slate-900" data-testid="summary-scans-used">
                {scansLine(user.subscription_tier, user.scans_used, user.scans_remaining).used}
              </dd>
            </div>
          </dl>
          <p className="mt-4 text-slate-600 text-sm" data-testid="summary-pro">
            {pro
              ? 'Pro: recommendations and rewrites are included in every analysis.'
              : 'Free plan: scores and evidence. Pro adds recommendations and rewrites.'}
          </p>
          {!pro && (
            <a
              href="/pricing"
              className="mt-4 inline-flex font-semibold text-brand-700 text-sm hover:underline focus-visible:outline-2 focus-visible:outline-brand-600 focus-visible:outline-offset-2"
            >
              Upgrade to Pro
            </a>
          )}
        </Card>
      </div>
    </div>
  );
}
