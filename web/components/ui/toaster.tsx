import { useSyncExternalStore } from 'react';
import { cn } from '../../lib/cn.ts';
import { AlertIcon, CheckCircleIcon, CloseIcon, InfoIcon, SpinnerIcon } from './icons.tsx';
import { dismissToast, getToasts, subscribeToasts, type Toast } from './toast-store.ts';

const TONE: Record<Toast['variant'], { box: string; icon: string }> = {
  default: { box: 'border-slate-200 bg-white', icon: 'text-brand-600' },
  success: { box: 'border-emerald-200 bg-white', icon: 'text-emerald-600' },
  error: { box: 'border-red-200 bg-red-50', icon: 'text-red-600' },
  loading: { box: 'border-slate-200 bg-white', icon: 'text-brand-600' },
};

function ToastIcon({ variant }: { variant: Toast['variant'] }) {
  const cls = cn('mt-0.5 size-5 shrink-0', TONE[variant].icon, variant === 'loading' && 'animate-spin');
  if (variant === 'success') return <CheckCircleIcon className={cls} />;
  if (variant === 'error') return <AlertIcon className={cls} />;
  if (variant === 'loading') return <SpinnerIcon className={cls} />;
  return <InfoIcon className={cls} />;
}

/** Live region for the app notifier; errors are announced assertively, everything else politely. */
export function Toaster() {
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, getToasts);
  return (
    <section
      aria-label="Notifications"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 top-0 z-[100] flex flex-col items-center gap-2 p-4 sm:inset-x-auto sm:top-auto sm:right-0 sm:bottom-0 sm:items-end"
    >
      {toasts.map((t) => (
        <div
          key={t.id}
          role={t.variant === 'error' ? 'alert' : 'status'}
          data-variant={t.variant}
          data-testid="toast"
          className={cn(
            'pointer-events-auto flex w-full max-w-sm animate-toast-in gap-3 rounded-xl border p-4 shadow-lg shadow-slate-900/10',
            TONE[t.variant].box,
          )}
        >
          <ToastIcon variant={t.variant} />
          <div className="min-w-0 flex-1">
            <p className="font-semibold text-slate-900 text-sm">{t.title}</p>
            {t.description && <p className="mt-1 text-slate-600 text-sm">{t.description}</p>}
            {t.action && (
              <button
                type="button"
                onClick={() => {
                  t.action?.onClick();
                  dismissToast(t.id);
                }}
                className="mt-2 rounded-md font-semibold text-brand-700 text-sm hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-600 focus-visible:outline-offset-2"
              >
                {t.action.label}
              </button>
            )}
          </div>
          <button
            type="button"
            onClick={() => dismissToast(t.id)}
            aria-label="Dismiss notification"
            className="-m-1 size-7 shrink-0 rounded-md p-1 text-slate-400 hover:bg-slate-100 hover:text-slate-700 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <CloseIcon className="size-5" />
          </button>
        </div>
      ))}
    </section>
  );
}
