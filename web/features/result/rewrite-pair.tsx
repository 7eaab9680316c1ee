import { toast } from '../../components/ui/toast-store.ts';
import type { RewritePair } from './rewrite-pairs.ts';

async function copy(text: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast({ title: 'Copied', description: 'Paste it into your LinkedIn profile.', variant: 'success' });
  } catch {
    toast({ title: 'Copy failed', description: 'Select the text and copy it by hand.', variant: 'error' });
  }
}

/** The current text and the rewrite side by side (stacked on a phone), the points it adds, and a copy button. */
export function RewritePairCard({ pair }: { pair: RewritePair }) {
  return (
    <li
      className="rounded-lg border border-brand-100 bg-white p-3.5 shadow-sm shadow-slate-900/5"
      data-testid="rewrite-pair"
    >
      <div className="flex items-start justify-between gap-3">
        <p className="font-semibold text-slate-900 text-sm">{pair.label}</p>
        <div className="flex shrink-0 items-center gap-2">
          {pair.gain > 0 && (
            <span className="whitespace-nowrap rounded-md bg-emerald-50 px-2 py-0.5 font-semibold text-emerald-800 text-xs tabular-nums ring-1 ring-emerald-100 ring-inset">
              +{pair.gain} pts
            </span>
          )}
          <button
            type="button"
            aria-label={`Copy ${pair.label}`}
            onClick={() => void copy(pair.after)}
            className="rounded-md border border-slate-300 bg-white px-2.5 py-1 font-semibold text-slate-700 text-xs shadow-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600 focus-visible:outline-offset-2"
          >
            Copy
          </button>
        </div>
      </div>
      <div className="mt-2 grid gap-3 md:grid-cols-2">
        <div>
          <p className="font-semibold text-slate-500 text-xs uppercase tracking-wide">Now</p>
          {/* Long role texts scroll here: a focusable region, so the keyboard can scroll them too. */}
          <section
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to be scrolled by keyboard
            tabIndex={0}
            aria-label={`${pair.label}, now`}
            className="mt-1 max-h-60 overflow-y-auto whitespace-pre-line text-slate-500 text-sm leading-relaxed focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            {pair.before.trim() || 'Empty'}
          </section>
        </div>
        <div>
          <p className="font-semibold text-brand-700 text-xs uppercase tracking-wide">Rewrite</p>
          <p className="mt-1 whitespace-pre-line text-slate-800 text-sm leading-relaxed">{pair.after}</p>
        </div>
      </div>
    </li>
  );
}
