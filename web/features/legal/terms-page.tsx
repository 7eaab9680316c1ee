import { Link } from '@tanstack/react-router';
import { PublicLayout } from '../../components/site/public-layout.tsx';
import { TERMS, TERMS_EFFECTIVE, TERMS_EFFECTIVE_ISO } from './terms-content.ts';

const TOC_LINK =
  'block rounded-md px-3 py-1.5 text-slate-600 text-sm hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600';

function TermsToc() {
  return (
    <nav aria-label="Sections">
      <ol className="grid gap-0.5">
        {TERMS.map((s, i) => (
          <li key={s.id}>
            <Link to="/terms-of-service" hash={s.id} className={TOC_LINK}>
              {i + 1}. {s.title}
            </Link>
          </li>
        ))}
      </ol>
    </nav>
  );
}

export function TermsPage() {
  return (
    <PublicLayout>
      <div className="border-slate-200 border-b bg-slate-50">
        <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 lg:px-8">
          <p className="font-semibold text-brand-700 text-sm uppercase tracking-wider">Legal</p>
          <h1 className="mt-3 font-bold text-4xl text-slate-900 tracking-tight">Terms of Service</h1>
          <p className="mt-4 text-slate-600">
            Effective <time dateTime={TERMS_EFFECTIVE_ISO}>{TERMS_EFFECTIVE}</time>
          </p>
        </div>
      </div>
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-16 lg:px-8">
        <div className="lg:sticky lg:top-24 lg:self-start">
          {/* Phones: a collapsed list, so the terms start on the first screen; wide screens: always open. */}
          <details className="group rounded-xl border border-slate-200 lg:hidden">
            <summary className="flex cursor-pointer list-none items-center justify-between rounded-xl px-4 py-3 font-semibold text-slate-900 text-sm focus-visible:outline-2 focus-visible:outline-brand-600">
              <span>
                On this page <span className="font-normal text-slate-500">({TERMS.length} sections)</span>
              </span>
              <svg
                viewBox="0 0 20 20"
                width="20"
                height="20"
                aria-hidden="true"
                className="text-slate-500 transition-transform group-open:rotate-180"
              >
                <path d="M5 8l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </summary>
            <div className="border-slate-100 border-t px-1 py-2">
              <TermsToc />
            </div>
          </details>
          <div className="hidden lg:block">
            <p className="mb-2 px-3 font-semibold text-slate-900 text-sm">On this page</p>
            <TermsToc />
          </div>
        </div>
        <article className="max-w-3xl">
          <p className="rounded-2xl bg-brand-50 p-5 text-slate-700 leading-7 ring-1 ring-brand-100">
            In short: you must be 16 or older; paid plans renew until you cancel; upgrades apply at once and downgrades
            at the end of the billing cycle; payments are not refunded once an analysis has begun; and disputes go to
            arbitration unless you opt out within 30 days. The full terms below are what count.
          </p>
          {TERMS.map((s, i) => (
            <section key={s.id} id={s.id} aria-labelledby={`${s.id}-title`} className="mt-12 scroll-mt-24">
              <h2 id={`${s.id}-title`} className="font-semibold text-2xl text-slate-900 tracking-tight">
                {i + 1}. {s.title}
              </h2>
              {s.paragraphs.map((p, j) => (
                <p key={p} className="mt-4 text-slate-700 leading-7">
                  {p}
                  {s.id === 'changes-and-contact' && j === s.paragraphs.length - 1 && (
                    <>
                      {' '}
                      <Link
                        to={'/contact' as '/'}
                        className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
                      >
                        Contact us
                      </Link>
                    </>
                  )}
                </p>
              ))}
              {s.list && (
                <ul className="mt-4 list-disc space-y-2 pl-6 text-slate-700 leading-7 marker:text-slate-400">
                  {s.list.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              )}
            </section>
          ))}
        </article>
      </div>
    </PublicLayout>
  );
}
