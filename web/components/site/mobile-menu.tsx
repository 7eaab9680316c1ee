import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useSignOut } from '../../auth/auth-context.tsx';
import { SectionLink } from './section-link.tsx';
import { SECTIONS } from './sections.ts';

const ITEM =
  'block rounded-lg px-3 py-3 font-medium text-base text-slate-700 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600 focus-visible:-outline-offset-2';

/** Below 768 px the section links and account links fold into a disclosure panel under the bar. */
export function MobileMenu({ open, signedIn, onClose }: { open: boolean; signedIn: boolean; onClose: () => void }) {
  const signOut = useSignOut();
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, onClose]);

  return (
    <nav
      id="site-menu"
      aria-label="Site menu"
      hidden={!open}
      className="border-slate-200 border-t bg-white px-4 pt-2 pb-4 shadow-lg md:hidden"
    >
      <ul>
        {SECTIONS.map((s) => (
          <li key={s.id}>
            <SectionLink section={s.id} className={ITEM} onNavigate={onClose}>
              {s.label}
            </SectionLink>
          </li>
        ))}
      </ul>
      <div className="mt-2 border-slate-100 border-t pt-2">
        {signedIn ? (
          <>
            <Link to="/dashboard" className={ITEM} onClick={onClose}>
              Dashboard
            </Link>
            <button
              type="button"
              className={`${ITEM} w-full text-left`}
              onClick={() => {
                onClose();
                void signOut('/');
              }}
            >
              Log out
            </button>
          </>
        ) : (
          <Link to="/login" className={ITEM} onClick={onClose}>
            Login
          </Link>
        )}
      </div>
    </nav>
  );
}
