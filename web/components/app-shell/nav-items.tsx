import { Link, useLocation } from '@tanstack/react-router';
import type { ComponentType, SVGProps } from 'react';
import { useSignOut } from '../../auth/auth-context.tsx';
import { cn } from '../../lib/cn.ts';
import { requestTour } from '../../lib/tour-signal.ts';
import { AnalysisIcon, CameraIcon, CompassIcon, DashboardIcon, LogoutIcon } from '../ui/icons.tsx';
import { Tooltip } from '../ui/tooltip.tsx';

const ITEMS: {
  to: '/dashboard' | '/analysis' | '/headshot-lift';
  label: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
}[] = [
  { to: '/dashboard', label: 'Dashboard', icon: DashboardIcon },
  { to: '/analysis', label: 'Analysis', icon: AnalysisIcon },
  { to: '/headshot-lift', label: 'Headshot Lift', icon: CameraIcon },
];

const ITEM =
  'group flex h-10 w-full items-center gap-3 rounded-lg px-3 font-medium text-sm transition-colors focus-visible:outline-2 focus-visible:outline-brand-600 focus-visible:-outline-offset-2';
const IDLE = 'text-slate-600 hover:bg-slate-100 hover:text-slate-900';
const ACTIVE = 'bg-brand-50 text-brand-700 hover:bg-brand-100';

interface NavItemsProps {
  /** Icon-only rail: labels become tooltips. */
  collapsed?: boolean;
  onNavigate?: () => void;
}

/**
 * Dashboard, Analysis, Headshot Lift, then help (Take the tour) and Logout; the current route highlighted
 * (aria-current="page").
 */
export function NavItems({ collapsed = false, onNavigate }: NavItemsProps) {
  const signOut = useSignOut();
  const { pathname } = useLocation();
  const itemClass = cn(ITEM, collapsed && 'justify-center px-0');
  return (
    <ul className="flex flex-col gap-1">
      {ITEMS.map(({ to, label, icon: Icon }) => (
        <li key={to}>
          <Tooltip label={label} enabled={collapsed}>
            <Link
              to={to}
              onClick={onNavigate}
              aria-label={collapsed ? label : undefined}
              className={itemClass}
              activeProps={{ className: ACTIVE }}
              inactiveProps={{ className: IDLE }}
            >
              <Icon className="size-5 shrink-0" />
              {!collapsed && <span className="truncate">{label}</span>}
            </Link>
          </Tooltip>
        </li>
      ))}
      <li className="mt-1 border-slate-200 border-t pt-2">
        <Tooltip label="Take the tour" enabled={collapsed}>
          <button
            type="button"
            aria-label={collapsed ? 'Take the tour' : undefined}
            className={cn(itemClass, IDLE)}
            onClick={() => {
              onNavigate?.();
              requestTour();
            }}
          >
            <CompassIcon className="size-5 shrink-0" />
            {!collapsed && <span>Take the tour</span>}
          </button>
        </Tooltip>
      </li>
      <li>
        <Tooltip label="Logout" enabled={collapsed}>
          <button
            type="button"
            aria-label={collapsed ? 'Logout' : undefined}
            className={cn(itemClass, 'text-slate-600 hover:bg-red-50 hover:text-red-700')}
            onClick={() => {
              onNavigate?.();
              // Spec section 2: logout goes to /login, except from the (public) headshot page, which goes home.
              void signOut(pathname.startsWith('/headshot-lift') ? '/' : '/login');
            }}
          >
            <LogoutIcon className="size-5 shrink-0" />
            {!collapsed && <span>Logout</span>}
          </button>
        </Tooltip>
      </li>
    </ul>
  );
}
