import type { UseQueryResult } from '@tanstack/react-query';
import type { AnalysisSummary } from '../../../edge/core/analysis/dto.ts';
import type { AppUser } from '../../queries/user.ts';
import { ProgressChart } from './progress-chart.tsx';
import { RecentAnalyses } from './recent-analyses.tsx';
import { ScansProgress } from './scans-progress.tsx';
import { StatCards } from './stat-cards.tsx';
import { WelcomeBanner } from './welcome-banner.tsx';

/** Everything on /dashboard below any route-level alert: the route file stays a thin shell. */
export function DashboardContent({ user, analyses }: { user: AppUser; analyses: UseQueryResult<AnalysisSummary[]> }) {
  return (
    <>
      <WelcomeBanner user={user} />
      <StatCards user={user} analyses={analyses.data} />
      <div className="grid items-start gap-6 md:gap-8 xl:grid-cols-5">
        <div className="min-w-0 xl:col-span-3">
          <RecentAnalyses query={analyses} />
        </div>
        <div className="min-w-0 xl:col-span-2">
          <ScansProgress tier={user.subscription_tier} used={user.scans_used} remaining={user.scans_remaining} />
        </div>
      </div>
      {analyses.data && analyses.data.length > 0 && <ProgressChart analyses={analyses.data} />}
    </>
  );
}
