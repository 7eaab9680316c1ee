// A row's actions behind one small button (the menu-button pattern of use-menu-button.ts).
import type { ComponentType, SVGProps } from 'react';
import { cn } from '../../lib/cn.ts';
import { MoreIcon } from './icons.tsx';
import { useMenuButton } from './use-menu-button.ts';

export interface MenuAction {
  label: string;
  icon?: ComponentType<SVGProps<SVGSVGElement>>;
  danger?: boolean;
  /** Runs with focus back on the menu button, so a dialog it opens returns focus there when it closes. */
  onSelect: () => void;
}

const ITEM =
  'flex w-full items-center gap-3 rounded-md px-3 py-2 text-left font-medium text-sm focus:outline-none hover:bg-slate-100 focus:bg-slate-100';

/** `label`: the button's accessible name, e.g. "Actions for Ada's analysis of Nov 27". */
export function ActionsMenu({ label, actions }: { label: string; actions: MenuAction[] }) {
  const { open, close, buttonProps, menuProps } = useMenuButton();

  return (
    <div className="relative">
      <button
        {...buttonProps}
        aria-label={label}
        className="flex size-10 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <MoreIcon className="size-5" />
      </button>
      {open && (
        <div
          {...menuProps}
          role="menu"
          aria-label={label}
          className="absolute right-0 z-30 mt-1 w-44 origin-top-right animate-toast-in rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg shadow-slate-900/10"
        >
          {actions.map(({ label: text, icon: Icon, danger, onSelect }) => (
            <button
              key={text}
              type="button"
              role="menuitem"
              tabIndex={-1}
              className={cn(ITEM, danger ? 'text-red-700 hover:bg-red-50 focus:bg-red-50' : 'text-slate-700')}
              onClick={() => {
                close(true);
                onSelect();
              }}
            >
              {Icon && <Icon className="size-4" />}
              {text}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
