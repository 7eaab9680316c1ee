import { useLocation } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useSession } from '../../auth/auth-context.tsx';
import { cn } from '../../lib/cn.ts';
import { Brand } from '../brand.tsx';
import { ButtonLink, buttonClass } from '../ui/button.tsx';
import { CloseIcon, MenuIcon } from '../ui/icons.tsx';
import { AvatarMenu } from './avatar-menu.tsx';
import { MobileMenu } from './mobile-menu.tsx';
import { SectionLink } from './section-link.tsx';
import { SECTIONS } from './sections.ts';

const NAV_LINK =
  'rounded-md px-3 py-2 font-medium text-slate-600 text-sm transition-colors hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600';

/** The public site's top bar: section anchors, and Login/Get Started or Dashboard + account menu. */
export function PublicHeader() {
  const { session, status } = useSession();
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname, hash } = useLocation();

  // Any navigation (including to a section) closes the mobile menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on location change only
  useEffect(() => setMenuOpen(false), [pathname, hash]);

  return (
    <header className="sticky top-0 z-40 border-slate-200/80 border-b bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/75">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-4 px-4 sm:px-6 lg:px-8">
        <Brand className="shrink-0 whitespace-nowrap" />
        <nav aria-label="Main" className="ml-6 hidden items-center gap-1 md:flex">
          {SECTIONS.map((s) => (
            <SectionLink key={s.id} section={s.id} className={NAV_LINK}>
              {s.label}
            </SectionLink>
          ))}
        </nav>
        {/* Fixed-width slot while the session restores, so the bar does not shift when it resolves. */}
        <div
          className={cn('ml-auto flex min-w-32 items-center justify-end gap-2', status === 'loading' && 'invisible')}
        >
          {session ? (
            <>
              {/* Wrapped: the button's own inline-flex would beat a `hidden` on the same element. */}
              <span className="hidden sm:block">
                <ButtonLink to="/dashboard" variant="ghost" size="sm">
                  Dashboard
                </ButtonLink>
              </span>
              <AvatarMenu session={session} />
            </>
          ) : (
            <>
              <span className="hidden md:block">
                <ButtonLink to="/login" variant="ghost" size="sm">
                  Login
                </ButtonLink>
              </span>
              <SectionLink section="pricing" className={buttonClass('primary', 'sm', 'whitespace-nowrap')}>
                Get Started
              </SectionLink>
            </>
          )}
          <button
            type="button"
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            aria-expanded={menuOpen}
            aria-controls="site-menu"
            onClick={() => setMenuOpen((o) => !o)}
            className="-mr-2 rounded-md p-2 text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600 md:hidden"
          >
            {menuOpen ? <CloseIcon className="size-6" /> : <MenuIcon className="size-6" />}
          </button>
        </div>
      </div>
      <MobileMenu open={menuOpen} signedIn={Boolean(session)} onClose={() => setMenuOpen(false)} />
    </header>
  );
}
