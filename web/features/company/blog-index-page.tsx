import { Link } from '@tanstack/react-router';
import { PublicLayout } from '../../components/site/public-layout.tsx';
import { ArrowRightIcon } from '../../components/ui/icons.tsx';
import { ARTICLES, formatDate } from './blog/index.ts';
import { PageHero } from './page-hero.tsx';

export function BlogIndexPage() {
  return (
    <PublicLayout>
      <PageHero eyebrow="Blog" title="Improve your LinkedIn profile">
        Short, practical guides, one section at a time. Each one explains what our score checks and why.
      </PageHero>
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 lg:px-8">
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {ARTICLES.map((a) => (
            <li key={a.slug}>
              <article className="group relative flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-md">
                <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-slate-500 text-xs">
                  <span className="whitespace-nowrap rounded-full bg-brand-50 px-2.5 py-0.5 font-semibold text-brand-700">
                    {a.section}
                  </span>
                  <time dateTime={a.date} className="whitespace-nowrap">
                    {formatDate(a.date)}
                  </time>
                  <span aria-hidden="true">·</span>
                  <span className="whitespace-nowrap">{a.readMinutes} min read</span>
                </p>
                <h2 className="mt-4 font-semibold text-lg text-slate-900 leading-snug">
                  <Link
                    to="/blog/$slug"
                    params={{ slug: a.slug }}
                    className="rounded focus-visible:outline-2 focus-visible:outline-brand-600 focus-visible:outline-offset-4"
                  >
                    {/* The whole card is the link's hit area. */}
                    <span className="absolute inset-0" aria-hidden="true" />
                    {a.title}
                  </Link>
                </h2>
                <p className="mt-3 flex-1 text-slate-600 text-sm leading-6">{a.description}</p>
                <p className="mt-5 inline-flex items-center gap-1 font-semibold text-brand-700 text-sm group-hover:text-brand-800">
                  Read the guide <ArrowRightIcon className="size-4" />
                </p>
              </article>
            </li>
          ))}
        </ul>
      </div>
    </PublicLayout>
  );
}
