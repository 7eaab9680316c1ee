import { Link } from '@tanstack/react-router';
import { PublicLayout } from '../../components/site/public-layout.tsx';
import { ButtonLink } from '../../components/ui/button.tsx';
import { PageHero, PROSE } from './page-hero.tsx';

const PRINCIPLES = [
  {
    title: 'Explainable, not magic',
    text: 'Every point of your score comes from a published rule with the evidence from your own profile. The same profile always gets the same score.',
  },
  {
    title: 'Your file stays with you',
    text: 'Your PDF is read in your browser. We keep the extracted text and your results, never the file, and you can delete them at any time.',
  },
  {
    title: 'Rewrites that never invent',
    text: 'AI suggestions are checked against your profile: no new employers, numbers, schools or tools appear. Where a number would help, you get a placeholder to fill in.',
  },
];

export function AboutPage() {
  return (
    <PublicLayout>
      <PageHero eyebrow="About" title="We help people get found for the work they do best">
        Profile Score turns the vague advice about LinkedIn profiles into a clear score, the reasons behind it, and the
        few changes that will move it most.
      </PageHero>
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 lg:px-8">
        <div className={PROSE}>
          <h2 className="!mt-0">Why we built it</h2>
          <p>
            Recruiters search LinkedIn by title, skill and keyword, and decide in seconds from a headline and the first
            lines of an About section. Yet most advice about profiles is generic ("add a summary", "be authentic") and
            most profile tools give a number without saying where it came from. We wanted something a job seeker could
            act on in an evening.
          </p>
          <p>
            So we wrote down what a strong profile has, based on what LinkedIn shows, where it cuts text off, and how
            recruiters search, and turned it into a rubric: five sections (headline, About, experience, skills and
            education), each scored from 0 to 100 with the evidence for every point. You can read the whole rubric on{' '}
            <a href="/how-we-score">How we score</a>.
          </p>
          <h2>How it works</h2>
          <ol>
            <li>Save your LinkedIn profile as a PDF (or take a screenshot).</li>
            <li>Drop it into Profile Score. It is read in your browser; the file is never uploaded.</li>
            <li>Get your overall and section scores, what each one is based on, and what to fix first.</li>
            <li>
              With Pro, get recommendations and rewrites of your headline, About and roles, built only from your facts.
            </li>
          </ol>
        </div>
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {PRINCIPLES.map((p) => (
            <li key={p.title} className="rounded-2xl border border-slate-200 p-6">
              <h3 className="font-semibold text-lg text-slate-900">{p.title}</h3>
              <p className="mt-2 text-slate-600 leading-7">{p.text}</p>
            </li>
          ))}
        </ul>
        <div className="mt-12 flex flex-col items-start gap-4 rounded-2xl bg-slate-50 p-8 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <h2 className="font-semibold text-slate-900 text-xl">Questions, ideas or a team to equip?</h2>
            <p className="mt-1 text-slate-600">
              Read our{' '}
              <Link to="/blog" className="font-semibold text-brand-700 hover:underline">
                guides
              </Link>
              , or get in touch.
            </p>
          </div>
          <div className="flex flex-wrap gap-3">
            <ButtonLink to="/contact" variant="secondary">
              Contact us
            </ButtonLink>
            <ButtonLink to="/contact-sales">Talk to sales</ButtonLink>
          </div>
        </div>
      </div>
    </PublicLayout>
  );
}
