import type { SVGProps } from 'react';
import { cn } from '../../lib/cn.ts';

const RADIUS = 52;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/** A 0-100 score drawn as a ring (the result gauge and the landing page's sample). Decorative: callers label it. */
export function ScoreRing({
  value,
  strokeClass,
  className,
  ...svg
}: { value: number; strokeClass: string } & SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 120 120" className={cn('-rotate-90', className)} aria-hidden="true" {...svg}>
      <circle cx="60" cy="60" r={RADIUS} fill="none" strokeWidth="10" className="stroke-slate-100" />
      <circle
        cx="60"
        cy="60"
        r={RADIUS}
        fill="none"
        strokeWidth="10"
        strokeLinecap="round"
        strokeDasharray={CIRCUMFERENCE}
        strokeDashoffset={CIRCUMFERENCE * (1 - Math.max(0, Math.min(100, value)) / 100)}
        className={strokeClass}
      />
    </svg>
  );
}
