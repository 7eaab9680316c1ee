import { Link } from '@tanstack/react-router';
import { cn } from '../lib/cn.ts';

export function BrandMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 512 512" className={cn('size-8 shrink-0', className)} aria-hidden="true" focusable="false">
      <rect width="512" height="512" rx="112" fill="#4338ca" />
      <circle cx="256" cy="256" r="150" fill="none" stroke="#c7d2fe" strokeWidth="36" />
      <path d="M256 106a150 150 0 0 1 142 102" fill="none" stroke="#fff" strokeWidth="36" strokeLinecap="round" />
      <path
        d="M196 262l42 42 82-92"
        fill="none"
        stroke="#fff"
        strokeWidth="36"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** Logo + product name, linking home. */
export function Brand({ className, compact, light }: { className?: string; compact?: boolean; light?: boolean }) {
  return (
    <Link
      to="/"
      className={cn(
        'inline-flex items-center gap-2.5 rounded-lg font-bold text-lg tracking-tight focus-visible:outline-2 focus-visible:outline-brand-600 focus-visible:outline-offset-2',
        light ? 'text-white' : 'text-slate-900',
        className,
      )}
    >
      <BrandMark className={light ? 'rounded-[22%] ring-1 ring-white/40' : undefined} />
      <span className={cn(compact && 'sr-only')}>Profile Score</span>
    </Link>
  );
}
