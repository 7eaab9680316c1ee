import type { ReactNode } from 'react';

/**
 * Centered eyebrow + h2 + lead. The h2 takes focus (tabIndex -1) when a nav link jumps to its section, so
 * keyboard users carry on from there.
 */
export function SectionHeading({
  id,
  eyebrow,
  title,
  lead,
}: {
  id: string;
  eyebrow: string;
  title: string;
  lead?: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      <p className="font-semibold text-brand-700 text-sm uppercase tracking-wider">{eyebrow}</p>
      <h2
        id={id}
        tabIndex={-1}
        className="mt-3 text-balance font-bold text-3xl text-slate-900 tracking-tight focus:outline-none sm:text-4xl"
      >
        {title}
      </h2>
      {lead && <p className="mt-4 text-lg text-slate-600 leading-8">{lead}</p>}
    </div>
  );
}
