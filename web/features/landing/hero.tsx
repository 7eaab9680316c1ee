import { Link } from '@tanstack/react-router';
import { scrollToSection } from '../../components/site/section-link.tsx';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { ArrowRightIcon, CheckCircleIcon } from '../../components/ui/icons.tsx';
import { SampleScore } from './sample-score.tsx';

const POINTS = ['First analysis free', 'No card needed', 'Your PDF stays in your browser'];

export function Hero() {
  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden">
      <div
        aria-hidden="true"
        className="-z-10 absolute inset-0 bg-[radial-gradient(60rem_30rem_at_80%_-10%,var(--color-brand-100),transparent),radial-gradient(40rem_24rem_at_0%_10%,var(--color-sky-50),transparent)]"
      />
      <div className="mx-auto grid max-w-6xl items-center gap-14 px-4 pt-14 pb-20 sm:px-6 sm:pt-20 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:gap-16 lg:px-8 lg:pt-24 lg:pb-28">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white/80 px-3 py-1 font-medium text-brand-800 text-sm ring-1 ring-brand-200">
            <span className="size-1.5 rounded-full bg-emerald-500" aria-hidden="true" />
            Every point explained, nothing invented
          </p>
          <h1
            id="hero-title"
            className="mt-6 text-balance font-extrabold text-4xl text-slate-900 tracking-tight sm:text-5xl lg:text-6xl"
          >
            Score your LinkedIn profile. <span className="text-brand-600">Fix what matters.</span>
          </h1>
          <p className="mt-6 max-w-xl text-lg text-slate-600 leading-8">
            Drop in your LinkedIn PDF and get a <span className="whitespace-nowrap">0-100</span> score for your
            headline, About, experience, skills and education, the evidence behind every point, and the changes that
            will lift it most.
          </p>
          <div className="mt-9 flex flex-col gap-3 sm:flex-row">
            <Button size="lg" onClick={() => scrollToSection('pricing')}>
              Analyze My Profile
              <ArrowRightIcon className="size-5" />
            </Button>
            <Link to="/how-we-score" className={buttonClass('secondary', 'lg')}>
              How we score
            </Link>
          </div>
          <ul className="mt-8 flex flex-col gap-x-6 gap-y-2 text-slate-600 text-sm sm:flex-row sm:flex-wrap">
            {POINTS.map((p) => (
              <li key={p} className="flex items-center gap-2">
                <CheckCircleIcon className="size-4 text-emerald-600" />
                {p}
              </li>
            ))}
          </ul>
        </div>
        <SampleScore className="mx-auto w-full max-w-md lg:max-w-none" />
      </div>
    </section>
  );
}
