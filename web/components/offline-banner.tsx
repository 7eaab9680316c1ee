import type { ReactNode } from 'react';
import { cn } from '../lib/cn.ts';
import { useOnline } from '../lib/online.ts';

export const OFFLINE_TITLE = "You're offline.";

/**
 * The offline indicator. The status region is always in the page (a live region must exist before its content
 * changes to be announced); it only has content while the browser reports no connection.
 */
export function OfflineBanner({ children, className }: { children?: ReactNode; className?: string }) {
  const online = useOnline();
  return (
    <div role="status">
      {!online && (
        <p
          data-testid="offline-indicator"
          className={cn(
            'flex items-center justify-center gap-2 bg-slate-800 px-4 py-2 text-center text-sm text-white',
            className,
          )}
        >
          <CloudOffIcon />
          <span>
            <span className="font-semibold">{OFFLINE_TITLE}</span> {children}
          </span>
        </p>
      )}
    </div>
  );
}

function CloudOffIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="18"
      height="18"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className="shrink-0"
    >
      <path d="M2 2l20 20" />
      <path d="M5.8 5.8A7 7 0 0 0 6 19h11a4.5 4.5 0 0 0 2.9-.9" />
      <path d="M22 15.5A4.5 4.5 0 0 0 17.5 11H17A7 7 0 0 0 9.6 5.1" />
    </svg>
  );
}
