import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import { Brand } from '../brand.tsx';
import { MenuIcon } from '../ui/icons.tsx';
import { ConnectionStatus } from './connection-status.tsx';
import { DesktopSidebar, MobileSidebar } from './sidebar.tsx';
import { SidebarProvider, useSidebar } from './sidebar-context.tsx';

/** The signed-in frame: sidebar (desktop) or top bar + slide-out menu (mobile), and the page. */
export function AppShell({ children }: { children: ReactNode }) {
  return (
    <SidebarProvider>
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-brand-700 focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:shadow-lg"
      >
        Skip to content
      </a>
      <DesktopSidebar />
      <MobileSidebar />
      <Frame>{children}</Frame>
    </SidebarProvider>
  );
}

function Frame({ children }: { children: ReactNode }) {
  const { open, openMobile, setOpenMobile } = useSidebar();
  return (
    <div
      className={cn(
        'min-h-dvh transition-[padding] duration-200 ease-out print:pl-0!',
        open ? 'md:pl-(--sidebar-width)' : 'md:pl-(--sidebar-width-icon)',
      )}
    >
      <header className="sticky top-0 z-20 flex print:hidden h-14 items-center gap-3 border-slate-200 border-b bg-white/90 px-3 backdrop-blur md:hidden">
        <button
          type="button"
          onClick={() => setOpenMobile(true)}
          aria-label="Open menu"
          aria-expanded={openMobile}
          aria-controls="mobile-menu"
          aria-haspopup="dialog"
          className="rounded-md p-2 text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <MenuIcon className="size-6" />
        </button>
        <Brand />
      </header>
      <div className="print:hidden">
        <ConnectionStatus />
      </div>
      <main
        id="main"
        tabIndex={-1}
        className="mx-auto w-full max-w-6xl px-4 py-6 focus:outline-none sm:px-6 md:py-10 lg:px-10 print:max-w-none print:p-0"
      >
        {children}
      </main>
    </div>
  );
}
