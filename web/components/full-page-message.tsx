import type { ReactNode } from 'react';
import { Spinner } from './ui/card.tsx';

/** A centred state for the whole viewport: boot, auth loading, boot failure. */
export function FullPageMessage({ title, busy, children }: { title: string; busy?: boolean; children?: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center gap-4 px-6 text-center">
      {busy ? (
        <Spinner label={title} className="font-medium text-slate-700" />
      ) : (
        <h1 className="font-semibold text-slate-900 text-xl">{title}</h1>
      )}
      {children}
    </div>
  );
}
