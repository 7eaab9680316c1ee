import { Link } from '@tanstack/react-router';
import { buttonClass } from '../../components/ui/button.tsx';

export function ClosingCta() {
  return (
    <section aria-labelledby="cta-title" className="px-4 py-20 sm:px-6 sm:py-24 lg:px-8">
      <div className="relative mx-auto max-w-5xl overflow-hidden rounded-3xl bg-gradient-to-br from-brand-700 via-brand-800 to-slate-900 px-6 py-14 text-center shadow-xl sm:px-12">
        <div className="-top-24 -right-24 absolute size-72 rounded-full bg-white/5" aria-hidden="true" />
        <div className="-bottom-28 -left-20 absolute size-72 rounded-full bg-brand-400/10" aria-hidden="true" />
        <h2 id="cta-title" className="relative text-balance font-bold text-3xl text-white tracking-tight sm:text-4xl">
          See your score in about a minute
        </h2>
        <p className="relative mx-auto mt-4 max-w-xl text-brand-100 text-lg">
          Your first analysis is free. No card, no upload: your PDF is read right in your browser.
        </p>
        <div className="relative mt-9 flex flex-col justify-center gap-3 sm:flex-row">
          <Link to="/register" search={{ plan: 'free' }} className={buttonClass('inverse', 'lg')}>
            Start Free
          </Link>
          <Link
            to="/how-we-score"
            className="inline-flex h-12 items-center justify-center rounded-lg px-6 font-semibold text-white ring-1 ring-white/30 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-white focus-visible:outline-offset-2"
          >
            Read how we score
          </Link>
        </div>
      </div>
    </section>
  );
}
