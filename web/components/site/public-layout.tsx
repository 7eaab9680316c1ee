import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import { OfflineBanner } from '../offline-banner.tsx';
import { PublicFooter } from './public-footer.tsx';
import { PublicHeader } from './public-header.tsx';
import { useReplaceStaticHead } from './use-static-head.ts';

/**
 * Frame of every public page: skip link, the site header (section anchors, account actions), the page, the footer.
 * Pages give their own head() via pageHead() from ./seo.ts.
 */
export function PublicLayout({ children, className }: { children: ReactNode; className?: string }) {
  useReplaceStaticHead();
  return (
    <div className="flex min-h-dvh flex-col bg-white">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-brand-700 focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:shadow-lg"
      >
        Skip to content
      </a>
      <PublicHeader />
      <OfflineBanner>You can keep reading; signing in and sending forms need a connection.</OfflineBanner>
      <main id="main" tabIndex={-1} className={cn('flex-1 focus:outline-none', className)}>
        {children}
      </main>
      <PublicFooter />
    </div>
  );
}
