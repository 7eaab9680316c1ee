// A row's actions behind one small button: the menu-button pattern (https://www.w3.org/WAI/ARIA/apg/patterns/
// menu-button/). Enter, Space or ArrowDown open it on the first item; arrows, Home and End move; Escape closes and
// returns focus to the button; Tab or a click outside closes it.
import { type ComponentType, type KeyboardEvent, type SVGProps, useEffect, useId, useRef, useState } from 'react';
import { cn } from '../../lib/cn.ts';
import { MoreIcon } from './icons.tsx';

export interface MenuAction {
  label: string;
  icon?: ComponentType<SVGProps<SVGSVGElement>>;
  danger?: boolean;
  /** Runs with focus back on the menu button, so a dialog it opens returns focus there when it closes. */
  onSelect: () => void;
}

const ITEM =
  'flex w-full items-center gap-3 rounded-md px-3 py-2 text-left font-medium text-sm focus:outline-none hover:bg-slate-100 focus:bg-slate-100';

function items(menu: HTMLElement | null): HTMLElement[] {
  return Array.from(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
}

/** `label`: the button's accessible name, e.g. "Actions for Ada's analysis of Nov 27". */
export function ActionsMenu({ label, actions }: { label: string; actions: MenuAction[] }) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const menuId = useId();

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    items(menu.current)[0]?.focus();
    const onPointer = (e: PointerEvent) => {
      const t = e.target as Node;
      if (!menu.current?.contains(t) && !button.current?.contains(t)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const onMenuKey = (e: KeyboardEvent) => {
    const list = items(menu.current);
    const i = list.indexOf(document.activeElement as HTMLElement);
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      list[(i + (e.key === 'ArrowDown' ? 1 : -1) + list.length) % list.length]?.focus();
    } else if (e.key === 'Home' || e.key === 'End') {
      e.preventDefault();
      list[e.key === 'Home' ? 0 : list.length - 1]?.focus();
    } else if (e.key === 'Escape') {
      e.preventDefault();
      close(true);
    } else if (e.key === 'Tab') {
      setOpen(false);
    }
  };

  return (
    <div className="relative">
      <button
        ref={button}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={label}
        onClick={() => setOpen((o) => !o)}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown') {
            e.preventDefault();
            setOpen(true);
          }
        }}
        className="flex size-10 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <MoreIcon className="size-5" />
      </button>
      {open && (
        <div
          ref={menu}
          id={menuId}
          role="menu"
          aria-label={label}
          tabIndex={-1}
          onKeyDown={onMenuKey}
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
