import type { Session } from '@supabase/supabase-js';
import { Link } from '@tanstack/react-router';
import { useSignOut } from '../../auth/auth-context.tsx';
import { DashboardIcon, LogoutIcon } from '../ui/icons.tsx';
import { useMenuButton } from '../ui/use-menu-button.ts';
import { accountName } from './account-name.ts';

const ITEM =
  'flex w-full items-center gap-3 rounded-md px-3 py-2 text-left font-medium text-slate-700 text-sm hover:bg-slate-100 hover:text-slate-900 focus:bg-slate-100 focus:text-slate-900 focus:outline-none';

/** The signed-in visitor's menu on public pages: Dashboard and Log out (the menu-button pattern). */
export function AvatarMenu({ session }: { session: Session }) {
  const { name, initials } = accountName(session);
  const { open, setOpen, buttonProps, menuProps } = useMenuButton();
  const signOut = useSignOut();

  return (
    <div className="relative">
      <button
        {...buttonProps}
        aria-label={`Account menu for ${name}`}
        className="flex size-10 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-800 text-sm ring-2 ring-white transition-shadow hover:ring-brand-200 focus-visible:outline-2 focus-visible:outline-brand-600 focus-visible:outline-offset-2"
      >
        <span aria-hidden="true">{initials}</span>
      </button>
      {open && (
        <div
          {...menuProps}
          role="menu"
          aria-label="Account"
          className="absolute right-0 z-50 mt-2 w-60 origin-top-right animate-toast-in rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg shadow-slate-900/10"
        >
          <div className="border-slate-100 border-b px-3 pt-1.5 pb-2.5" role="none">
            <p className="truncate font-semibold text-slate-900 text-sm">{name}</p>
            {session.user.email && <p className="truncate text-slate-500 text-xs">{session.user.email}</p>}
          </div>
          <div className="pt-1.5" role="none">
            <Link to="/dashboard" role="menuitem" tabIndex={-1} className={ITEM} onClick={() => setOpen(false)}>
              <DashboardIcon className="size-4 text-slate-500" />
              Dashboard
            </Link>
            <button
              type="button"
              role="menuitem"
              tabIndex={-1}
              className={ITEM}
              onClick={() => {
                setOpen(false);
                void signOut('/');
              }}
            >
              <LogoutIcon className="size-4 text-slate-500" />
              Log out
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
