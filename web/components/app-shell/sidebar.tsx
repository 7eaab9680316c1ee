import { useEffect, useRef } from 'react';
import { cn } from '../../lib/cn.ts';
import { Brand } from '../brand.tsx';
import { CloseIcon, PanelIcon } from '../ui/icons.tsx';
import { Tooltip } from '../ui/tooltip.tsx';
import { InstallButton } from './install-button.tsx';
import { NavItems } from './nav-items.tsx';
import { useSidebar } from './sidebar-context.tsx';
import { UserCard } from './user-card.tsx';

const SHORTCUT = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform) ? '⌘B' : 'Ctrl+B';

/** Desktop: a fixed rail, 16rem open or 3rem collapsed (icons with tooltips). */
export function DesktopSidebar() {
  const { open, toggle } = useSidebar();
  const collapsed = !open;
  return (
    <aside
      id="app-sidebar"
      aria-label="Main navigation"
      data-state={open ? 'expanded' : 'collapsed'}
      className={cn(
        'fixed inset-y-0 left-0 z-30 hidden flex-col border-slate-200 border-r bg-white transition-[width] duration-200 ease-out md:flex print:hidden!',
        collapsed ? 'w-(--sidebar-width-icon)' : 'w-(--sidebar-width)',
      )}
    >
      <div
        className={cn(
          'flex h-16 items-center border-slate-100 border-b',
          collapsed ? 'justify-center' : 'justify-between px-4',
        )}
      >
        {!collapsed && <Brand />}
        <Tooltip label={`${collapsed ? 'Expand' : 'Collapse'} sidebar (${SHORTCUT})`}>
          <button
            type="button"
            onClick={toggle}
            aria-label="Toggle sidebar"
            aria-expanded={open}
            aria-controls="app-sidebar"
            aria-keyshortcuts="Control+B Meta+B"
            className="rounded-md p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <PanelIcon className="size-5" />
          </button>
        </Tooltip>
      </div>
      <nav aria-label="Primary" className={cn('flex-1 overflow-y-auto py-4', collapsed ? 'px-1.5' : 'px-3')}>
        <NavItems collapsed={collapsed} />
      </nav>
      <div className={cn('space-y-2 border-slate-100 border-t', collapsed ? 'p-1.5 py-3' : 'p-3')}>
        <InstallButton collapsed={collapsed} />
        <UserCard collapsed={collapsed} />
      </div>
    </aside>
  );
}

/** Mobile (< 768 px): a modal slide-out menu, 18rem; the native <dialog> gives focus trap, Escape and inertness. */
export function MobileSidebar() {
  const { openMobile, setOpenMobile } = useSidebar();
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (openMobile && !dialog.open) dialog.showModal();
    if (!openMobile && dialog.open) dialog.close();
  }, [openMobile]);

  const close = () => setOpenMobile(false);
  return (
    <dialog
      ref={ref}
      id="mobile-menu"
      aria-label="Main navigation"
      onClose={close}
      onClick={(e) => e.target === e.currentTarget && close()}
      onKeyDown={(e) => e.key === 'Escape' && close()}
      className="m-0 h-dvh max-h-none w-(--sidebar-width-mobile) max-w-[85vw] animate-sheet-in bg-white p-0 shadow-2xl"
    >
      <div className="flex h-full flex-col">
        <div className="flex h-16 items-center justify-between border-slate-100 border-b px-4">
          <Brand />
          <button
            type="button"
            onClick={close}
            aria-label="Close menu"
            className="rounded-md p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <CloseIcon className="size-5" />
          </button>
        </div>
        <nav aria-label="Primary" className="flex-1 overflow-y-auto px-3 py-4">
          <NavItems onNavigate={close} />
        </nav>
        <div className="space-y-2 border-slate-100 border-t p-3">
          <InstallButton />
          <UserCard />
        </div>
      </div>
    </dialog>
  );
}
