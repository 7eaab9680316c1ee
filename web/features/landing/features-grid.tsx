import type { ComponentType, SVGProps } from 'react';
import { AboutIcon, BulbIcon, HeadlineIcon, LockIcon } from '../../components/site/marketing-icons.tsx';
import { CameraIcon, GaugeIcon } from '../../components/ui/icons.tsx';
import { cn } from '../../lib/cn.ts';
import { SectionHeading } from './section-heading.tsx';

interface Feature {
  title: string;
  body: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  soon?: boolean;
}

const FEATURES: Feature[] = [
  {
    title: 'Profile Scoring',
    body: 'A 0-100 score overall and for each of five sections, from a published rubric: the same profile always gets the same score.',
    icon: GaugeIcon,
  },
  {
    title: 'Headline Optimization',
    body: 'Length, keywords and the first 65 characters recruiters see in search results, checked against your own skills.',
    icon: HeadlineIcon,
  },
  {
    title: 'About Section Review',
    body: 'Does your opening survive the "see more" cut, prove results with numbers and invite people to get in touch?',
    icon: AboutIcon,
  },
  {
    title: 'Smart Recommendations',
    body: 'Three suggestions per section, ordered by the points they add. Pro rewrites use only facts from your profile.',
    icon: BulbIcon,
  },
  {
    title: 'Photo Analysis',
    body: 'Feedback on the lighting, background, expression and attire of your headshot.',
    icon: CameraIcon,
    soon: true,
  },
  {
    title: 'Private by Design',
    body: 'Your PDF is read in your browser and never uploaded. Only the structured profile is sent for scoring.',
    icon: LockIcon,
  },
];

export function FeaturesGrid() {
  return (
    <section id="features" aria-labelledby="features-title" className="scroll-mt-16 bg-slate-50 py-20 sm:py-28">
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="features-title"
          eyebrow="Features"
          title="Everything a recruiter notices, scored"
          lead="Five sections, dozens of checks, and the evidence for every point, so you know exactly what to change."
        />
        <ul className="mt-14 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map((f) => (
            <li
              key={f.title}
              className={cn(
                'relative rounded-2xl border bg-white p-6 shadow-sm shadow-slate-900/5',
                f.soon ? 'border-dashed border-slate-300' : 'border-slate-200',
              )}
            >
              <span
                className={cn(
                  'inline-flex rounded-xl p-2.5 ring-1',
                  f.soon ? 'bg-slate-50 text-slate-500 ring-slate-200' : 'bg-brand-50 text-brand-600 ring-brand-100',
                )}
              >
                <f.icon className="size-6" />
              </span>
              <h3 className="mt-5 flex flex-wrap items-center gap-2 font-semibold text-lg text-slate-900">
                {f.title}
                {f.soon && (
                  <span className="rounded-full bg-amber-50 px-2 py-0.5 font-semibold text-amber-800 text-xs ring-1 ring-amber-200 ring-inset">
                    Coming soon
                  </span>
                )}
              </h3>
              <p className="mt-2 text-slate-600 leading-7">{f.body}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
