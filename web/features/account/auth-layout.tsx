import type { ReactNode } from 'react';
import { Brand } from '../../components/brand.tsx';
import { CheckCircleIcon } from '../../components/ui/icons.tsx';

const POINTS = [
  'A 0-100 score for your whole profile and each section',
  'The evidence behind every point, not a black box',
  'Your PDF is read in your browser and never uploaded',
];

/** Split screen for the account pages: a product panel on wide screens, the form on the right. */
export function AuthLayout({ title, subtitle, children }: { title: string; subtitle: ReactNode; children: ReactNode }) {
  return (
    <div className="min-h-dvh lg:grid lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
      <aside className="relative hidden overflow-hidden bg-gradient-to-br from-brand-700 via-brand-800 to-slate-900 p-12 text-white lg:flex lg:flex-col lg:justify-between">
        <div className="-top-24 -right-24 absolute size-96 rounded-full bg-white/5" aria-hidden="true" />
        <div className="-bottom-32 -left-16 absolute size-80 rounded-full bg-brand-400/10" aria-hidden="true" />
        <Brand light className="relative" />
        <div className="relative max-w-md">
          <p className="font-semibold text-3xl leading-tight tracking-tight">
            Know exactly how your LinkedIn profile reads to a recruiter.
          </p>
          <ul className="mt-8 space-y-4">
            {POINTS.map((p) => (
              <li key={p} className="flex gap-3 text-brand-100">
                <CheckCircleIcon className="mt-0.5 size-5 shrink-0 text-brand-300" />
                <span>{p}</span>
              </li>
            ))}
          </ul>
        </div>
        <p className="relative text-brand-200 text-sm">© {new Date().getFullYear()} Profile Score</p>
      </aside>
      <main className="flex min-h-dvh flex-col px-4 py-8 sm:px-8 lg:min-h-0 lg:justify-center">
        <Brand className="mb-10 lg:hidden" />
        <div className="mx-auto w-full max-w-md">
          <h1 className="font-bold text-2xl text-slate-900 tracking-tight sm:text-3xl">{title}</h1>
          <div className="mt-2 text-slate-600">{subtitle}</div>
          <div className="mt-8">{children}</div>
        </div>
      </main>
    </div>
  );
}
