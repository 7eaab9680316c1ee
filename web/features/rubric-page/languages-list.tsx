import type { CatalogLanguage } from '../../../edge/core/rubric/catalog-export.ts';

/** Every word list the content checks read, per language, folded away until asked for. */
export function LanguagesList({ languages }: { languages: CatalogLanguage[] }) {
  return (
    <section id="word-lists" aria-labelledby="word-lists-title" className="scroll-mt-24">
      <h2 id="word-lists-title" className="font-bold text-2xl text-slate-900 tracking-tight">
        Word lists by language
      </h2>
      <p className="mt-2 text-slate-600">
        We read each text in the language you wrote it in, whatever LinkedIn&apos;s interface language was. These are
        the exact lists, matched as whole words without case or accents.
      </p>
      <div className="mt-6 space-y-3">
        {languages.map((l) => (
          <details
            key={l.code}
            className="rounded-2xl border border-slate-200 bg-white p-5 shadow-slate-900/5 shadow-sm"
          >
            <summary className="cursor-pointer font-semibold text-slate-900">
              {l.name} <span className="font-normal text-slate-500 text-sm">({l.code})</span>
            </summary>
            <dl className="mt-4 space-y-3 text-sm">
              {l.lists.map((list) => (
                <div key={list.id}>
                  <dt className="font-medium text-slate-700">
                    {list.label} <span className="text-slate-500">({list.words.length})</span>
                  </dt>
                  <dd className="mt-1 text-slate-600 leading-6">{list.words.join(', ')}</dd>
                </div>
              ))}
            </dl>
          </details>
        ))}
      </div>
    </section>
  );
}
