import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { readCookie, writeCookie } from '../../lib/cookies.ts';
import { MOBILE_QUERY, useMediaQuery } from './use-media-query.ts';

// Spec section 9: the desktop sidebar's open/collapsed state lives in a cookie for 7 days.
export const SIDEBAR_COOKIE = 'sidebar_state';
export const SIDEBAR_COOKIE_MAX_AGE = 60 * 60 * 24 * 7;

interface SidebarState {
  isMobile: boolean;
  /** Desktop: expanded (16rem) or collapsed to the icon rail (3rem). */
  open: boolean;
  setOpen(open: boolean): void;
  /** Mobile: the slide-out menu (18rem). */
  openMobile: boolean;
  setOpenMobile(open: boolean): void;
  toggle(): void;
}

const SidebarContext = createContext<SidebarState | null>(null);

export function SidebarProvider({ children }: { children: ReactNode }) {
  const isMobile = useMediaQuery(MOBILE_QUERY);
  const [open, setOpenState] = useState(() => readCookie(SIDEBAR_COOKIE) !== 'false');
  const [openMobile, setOpenMobile] = useState(false);

  const setOpen = useCallback((next: boolean) => {
    setOpenState(next);
    writeCookie(SIDEBAR_COOKIE, String(next), SIDEBAR_COOKIE_MAX_AGE);
  }, []);
  const toggle = useCallback(() => {
    if (isMobile) setOpenMobile((o) => !o);
    else setOpen(!open);
  }, [isMobile, open, setOpen]);

  // The slide-out menu is modal; it must not stay open (and keep the page inert) once the screen is wide.
  useEffect(() => {
    if (!isMobile) setOpenMobile(false);
  }, [isMobile]);

  // Ctrl+B (Cmd+B on macOS) toggles the sidebar from anywhere in the signed-in app.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key.toLowerCase() === 'b' && (e.metaKey || e.ctrlKey) && !e.altKey && !e.shiftKey) {
        e.preventDefault();
        toggle();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [toggle]);

  const value = useMemo(
    () => ({ isMobile, open, setOpen, openMobile, setOpenMobile, toggle }),
    [isMobile, open, setOpen, openMobile, toggle],
  );
  return <SidebarContext.Provider value={value}>{children}</SidebarContext.Provider>;
}

export function useSidebar(): SidebarState {
  const ctx = useContext(SidebarContext);
  if (!ctx) throw new Error('useSidebar outside SidebarProvider');
  return ctx;
}
