import { useRef, useState } from 'react';
import { PRO_SCANS } from '../../../edge/core/plans.ts';
import { TierBadge } from '../../components/app-shell/tier-badge.tsx';
import { Button, ButtonLink, buttonClass } from '../../components/ui/button.tsx';
import { Card, Progress } from '../../components/ui/card.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { CheckCircleIcon, CrownIcon, PlusIcon, ScanIcon } from '../../components/ui/icons.tsx';
import type { AppUser } from '../../queries/user.ts';
import { useUpgradeHref } from '../billing/upgrade-href.ts';
import { scansLine } from '../dashboard/scans.ts';

const FREE_PERKS = [
  'Recommendations for every section',
  'Rewritten headline and About',
  `${PRO_SCANS} analyses every month`,
];
const PRO_PERKS = ['Recommendations and rewrites included', `${PRO_SCANS} analyses every billing month`];

interface Props {
  user: AppUser;
  rescanning: boolean;
  onRescan: () => void;
  /** What the last re-scan did (nothing changed, or why the score moved). */
  note?: string | null;
  className?: string;
}

/** Scans left and used, the plan, and what to do next: re-scan, start a new analysis, or upgrade. */
export function ScansPanel({ user, rescanning, onRescan, note, className }: Props) {
  const [confirming, setConfirming] = useState(false);
  const cancel = useRef<HTMLButtonElement>(null);
  const pro = user.subscription_tier === 'pro';
  const upgradeHref = useUpgradeHref();
  const line = scansLine(user.subscription_tier, user.scans_used, user.scans_remaining);
  const none = user.scans_remaining <= 0;
  return (
    <Card className={className} role="region" aria-labelledby="scans-panel-title">
      <div className="flex h-full flex-col p-5 sm:p-6">
        <div className="flex items-center justify-between gap-3">
          <h2 id="scans-panel-title" className="font-semibold text-slate-900">
            Your scans
          </h2>
          <TierBadge tier={user.subscription_tier} />
        </div>
        <div className="mt-4 rounded-xl bg-slate-50 p-3.5">
          <dl>
            <dt className="text-slate-600 text-sm">Remaining</dt>
            <dd className="mt-0.5 font-bold text-2xl text-slate-900" data-testid="result-scans-remaining">
              {user.scans_remaining}
            </dd>
          </dl>
          {/* The dashboard's line, from the same function: one count (this month's, for Pro) in one wording. */}
          <p className="mt-2 text-slate-600 text-sm" data-testid="result-scans-used">
            {line.text}
          </p>
          <Progress value={line.used} max={line.total} label="Scans used" className="mt-2" />
        </div>
        <ul className="mt-5 space-y-2 text-slate-700 text-sm">
          {(pro ? PRO_PERKS : FREE_PERKS).map((perk) => (
            <li key={perk} className="flex gap-2">
              <CheckCircleIcon
                className={pro ? 'mt-0.5 size-4 shrink-0 text-emerald-600' : 'mt-0.5 size-4 shrink-0 text-brand-600'}
              />
              {perk}
            </li>
          ))}
        </ul>
        <div className="mt-5 flex flex-1 flex-col justify-end gap-3">
          {pro ? (
            <ButtonLink to="/analysis" search={{ upload: true }} size="lg">
              <PlusIcon className="size-5" />
              Start New Analysis
            </ButtonLink>
          ) : (
            <a href={upgradeHref} className={buttonClass('primary', 'lg')}>
              <CrownIcon className="size-5" />
              Upgrade to Pro
            </a>
          )}
          <Button
            variant="secondary"
            onClick={() => setConfirming(true)}
            disabled={rescanning || none}
            aria-describedby="rescan-note"
          >
            <ScanIcon className="size-4" />
            {rescanning ? 'Re-scanning...' : 'Re-scan'}
          </Button>
          <p id="rescan-note" className="text-center text-slate-500 text-xs">
            {none
              ? 'No scans left to re-scan this profile.'
              : 'Re-scores this profile with our latest rubric. Free when nothing changed.'}
          </p>
          {note && (
            <p role="status" className="rounded-lg bg-slate-50 p-3 text-slate-700 text-sm" data-testid="rescan-note">
              {note}
            </p>
          )}
          <Dialog
            open={confirming}
            onClose={() => setConfirming(false)}
            initialFocus={cancel}
            testId="rescan-dialog"
            title="Re-scan this profile?"
            description={
              <p>
                We score the stored profile again with our current rubric. If nothing changed since it was last scored,
                no scan is used; otherwise this uses 1 of your {user.scans_remaining} scans.
              </p>
            }
            footer={
              <>
                <Button ref={cancel} variant="secondary" onClick={() => setConfirming(false)}>
                  Cancel
                </Button>
                <Button
                  onClick={() => {
                    setConfirming(false);
                    onRescan();
                  }}
                >
                  Yes, re-scan
                </Button>
              </>
            }
          />
        </div>
      </div>
    </Card>
  );
}
