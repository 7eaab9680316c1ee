import { SparkIcon, UploadIcon } from '../../components/site/marketing-icons.tsx';
import { GaugeIcon } from '../../components/ui/icons.tsx';
import { SectionHeading } from './section-heading.tsx';

const STEPS = [
  {
    title: 'Upload Your Profile',
    body: 'On LinkedIn, open your profile, choose More (or Resources), then Save to PDF. Drop the file in, or use a screenshot.',
    icon: UploadIcon,
  },
  {
    title: 'AI Analyzes',
    body: 'Your profile is read in your browser and scored against our published rubric; on Pro, AI drafts rewrites from your own facts.',
    icon: SparkIcon,
  },
  {
    title: 'You Get Results',
    body: 'Your overall and section scores, the evidence behind every point, and the three changes that will lift each section most.',
    icon: GaugeIcon,
  },
];

export function HowItWorks() {
  return (
    <section id="how-it-works" aria-labelledby="how-it-works-title" className="scroll-mt-16 py-20 sm:py-28">
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="how-it-works-title"
          eyebrow="How It Works"
          title="Your score in three steps"
          lead="No forms to fill in and nothing to install. It takes about a minute."
        />
        <ol className="mt-14 grid gap-8 md:grid-cols-3 md:gap-6">
          {STEPS.map((s, i) => (
            <li key={s.title} className="relative rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <div className="flex items-center gap-4">
                <span className="flex size-11 items-center justify-center rounded-full bg-brand-600 font-bold text-white">
                  {i + 1}
                </span>
                <s.icon className="size-6 text-brand-600" />
              </div>
              <h3 className="mt-5 font-semibold text-lg text-slate-900">{s.title}</h3>
              <p className="mt-2 text-slate-600 leading-7">{s.body}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
