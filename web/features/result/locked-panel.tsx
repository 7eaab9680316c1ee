import { buttonClass } from '../../components/ui/button.tsx';
import { CrownIcon, LockIcon } from '../../components/ui/icons.tsx';
import { useUpgradeHref } from '../billing/upgrade-href.ts';

// Placeholder shapes only. The server never sends a free user the real text (docs/design.md 9.2), so what sits under
// the blur is this generic copy, the same for everyone.
const PLACEHOLDER = [
  'Lead with the role you want next and the result you are known for, in the words recruiters search for.',
  'Add a number that proves it: a percentage, an amount saved, a team size or a deadline you beat.',
  'Close with how to reach you and what kind of conversation you are open to right now.',
];

/** Recommendations and rewrites for free users: blurred placeholder lines under an Upgrade to Pro call. */
export function LockedPanel({ what }: { what: string }) {
  const upgradeHref = useUpgradeHref();
  return (
    <div className="relative overflow-hidden rounded-xl border border-slate-200" data-testid="locked-panel">
      <div aria-hidden="true" className="pointer-events-none select-none space-y-3 p-4 pb-6 blur-[5px]">
        <p className="font-semibold text-slate-800 text-sm">Recommendations</p>
        <ul className="list-disc space-y-1.5 pl-5 text-slate-700 text-sm">
          {PLACEHOLDER.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <p className="font-semibold text-slate-800 text-sm">Rewritten example</p>
        <p className="rounded-lg bg-slate-50 p-3 text-slate-700 text-sm">{PLACEHOLDER[0]}</p>
      </div>
      <div className="absolute inset-0 flex items-center justify-center bg-white/40 p-3">
        <div className="flex max-w-sm flex-col items-center gap-2 rounded-xl bg-white/95 px-5 py-4 text-center shadow-lg shadow-slate-900/10 ring-1 ring-slate-200">
          <span className="rounded-full bg-brand-50 p-2 text-brand-600">
            <LockIcon className="size-5" />
          </span>
          <p className="font-semibold text-slate-900 text-sm">{what} are part of Pro</p>
          <p className="text-slate-600 text-xs">Written for your profile, using only facts it already contains.</p>
          <a href={upgradeHref} className={buttonClass('primary', 'sm', 'mt-1')}>
            <CrownIcon className="size-4" />
            Upgrade to Pro
          </a>
        </div>
      </div>
    </div>
  );
}
