import { Link, useLocation } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { type SectionId, scrollBehavior } from './sections.ts';

interface SectionLinkProps {
  section: SectionId;
  className?: string;
  children: ReactNode;
  onNavigate?: () => void;
}

/**
 * A link to a landing-page section: `#id` on the landing page, `/#id` from anywhere else (the router scrolls to
 * the hash once the landing page has rendered). Focus follows the scroll so a keyboard user continues from the
 * section they jumped to, as with a native in-page link.
 */
export function SectionLink({ section, className, children, onNavigate }: SectionLinkProps) {
  const { pathname } = useLocation();
  const onHome = pathname === '/';
  return (
    <Link
      to="/"
      hash={section}
      resetScroll={false}
      hashScrollIntoView={{ behavior: scrollBehavior(), block: 'start' }}
      className={className}
      onClick={() => {
        onNavigate?.();
        if (onHome) focusSection(section);
      }}
    >
      {children}
    </Link>
  );
}

/** Moves keyboard focus to a section's heading without a second scroll. */
export function focusSection(section: SectionId): void {
  const target = document.getElementById(`${section}-title`) ?? document.getElementById(section);
  target?.focus({ preventScroll: true });
}

/** For buttons (Get Started, Analyze My Profile) that take the visitor to a section of the landing page. */
export function scrollToSection(section: SectionId): boolean {
  const el = document.getElementById(section);
  if (!el) return false;
  el.scrollIntoView({ behavior: scrollBehavior(), block: 'start' });
  focusSection(section);
  return true;
}
