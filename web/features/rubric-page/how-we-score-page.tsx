import { rubricCatalog } from '../../../edge/core/rubric/catalog-export.ts';
import { PublicLayout } from '../../components/site/public-layout.tsx';
import { CheckCircleIcon } from '../../components/ui/icons.tsx';
import { LanguagesList } from './languages-list.tsx';
import { MatchFormula } from './match-formula.tsx';
import { RubricSection } from './rubric-section.tsx';
import { SourcesList } from './sources-list.tsx';
import { WeightsOverview } from './weights-overview.tsx';

// Pure data, computed once: the page shows exactly the rubric the scorer runs.
const CATALOG = rubricCatalog();

export function HowWeScorePage() {
  const checks = CATALOG.sections.reduce((n, s) => n + s.checks.length, 0);
  return (
    <PublicLayout>
      <div className="border-slate-200 border-b bg-slate-50">
        <div className="mx-auto max-w-4xl px-4 py-14 sm:px-6 lg:px-8">
          <p className="font-semibold text-brand-700 text-sm uppercase tracking-wider">Rubric {CATALOG.version}</p>
          <h1 className="mt-3 font-bold text-4xl text-slate-900 tracking-tight">How we score your profile</h1>
          <p className="mt-4 max-w-2xl text-lg text-slate-600 leading-8">
            Your score comes from {checks} published checks across five sections and your profile basics, each based on
            documented LinkedIn limits and recruiting practice. Here is every rule, its points, its gates, the word
            lists it reads, and where it comes from.
          </p>
        </div>
      </div>
      <div className="mx-auto max-w-4xl space-y-16 px-4 py-12 sm:px-6 lg:px-8">
        <section aria-labelledby="principles-title">
          <h2 id="principles-title" className="font-bold text-2xl text-slate-900 tracking-tight">
            The principles
          </h2>
          <ul className="mt-5 space-y-3">
            {CATALOG.notes.map((note) => (
              <li key={note} className="flex gap-3 text-slate-700 leading-7">
                <CheckCircleIcon className="mt-1 size-5 shrink-0 text-emerald-600" />
                <span>{note}</span>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="weights-title">
          <h2 id="weights-title" className="font-bold text-2xl text-slate-900 tracking-tight">
            How the sections add up
          </h2>
          <p className="mt-2 mb-6 text-slate-600">
            Each part scores 0-100; these are their shares of the overall score.
          </p>
          <WeightsOverview sections={CATALOG.sections} />
        </section>
        {CATALOG.sections.map((section) => (
          <RubricSection key={section.id} section={section} />
        ))}
        <MatchFormula />
        <LanguagesList languages={CATALOG.languages} />
        <SourcesList sources={CATALOG.sources} />
      </div>
    </PublicLayout>
  );
}
