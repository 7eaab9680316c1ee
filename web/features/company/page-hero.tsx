import type { ReactNode } from 'react';

/** The band at the top of every company page (same look as the legal pages). */
export function PageHero({ eyebrow, title, children }: { eyebrow: string; title: string; children?: ReactNode }) {
  return (
    <div className="border-slate-200 border-b bg-slate-50">
      <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 lg:px-8">
        <p className="font-semibold text-brand-700 text-sm uppercase tracking-wider">{eyebrow}</p>
        <h1 className="mt-3 font-bold text-4xl text-slate-900 tracking-tight">{title}</h1>
        {children && <div className="mt-4 max-w-2xl text-lg text-slate-600 leading-8">{children}</div>}
      </div>
    </div>
  );
}

/** Readable long-form text: headings, paragraphs and lists at a comfortable measure. */
export const PROSE =
  'max-w-3xl text-slate-700 leading-7 [&_a]:font-semibold [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2 hover:[&_a]:text-brand-800 [&_h2]:mt-12 [&_h2]:font-semibold [&_h2]:text-2xl [&_h2]:text-slate-900 [&_h2]:tracking-tight [&_h3]:mt-8 [&_h3]:font-semibold [&_h3]:text-lg [&_h3]:text-slate-900 [&_li]:mt-2 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mt-4 [&_strong]:text-slate-900 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6 [&_ul]:marker:text-slate-400';
