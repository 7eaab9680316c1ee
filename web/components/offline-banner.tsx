import type { ReactNode } from 'react';
import { cn } from '../lib/cn.ts';
import { useOnline } from '../lib/online.ts';
import { CloudOffIcon } from './ui/icons.tsx';

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
          <CloudOffIcon width="18" height="18" className="shrink-0" />
          <span>
            <span className="font-semibold">{OFFLINE_TITLE}</span> {children}
          </span>
        </p>
      )}
    </div>
  );
}
