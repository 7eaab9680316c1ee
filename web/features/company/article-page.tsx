import { Link } from '@tanstack/react-router';
import { PublicLayout } from '../../components/site/public-layout.tsx';
import { ButtonLink } from '../../components/ui/button.tsx';
import { ArticleBody } from './blog/article-body.tsx';
import { ARTICLES, type Article, formatDate } from './blog/index.ts';
import { PROSE } from './page-hero.tsx';

export function ArticlePage({ article }: { article: Article }) {
  const others = ARTICLES.filter((a) => a.slug !== article.slug).slice(0, 2);
  return (
    <PublicLayout>
      <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 lg:px-8">
        <Link
          to="/blog"
          className="rounded font-semibold text-brand-700 text-sm hover:text-brand-800 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          ← All guides
        </Link>
        <header className="mt-6">
          <p className="flex flex-wrap items-center gap-2 text-slate-500 text-sm">
            <span className="rounded-full bg-brand-50 px-2.5 py-0.5 font-semibold text-brand-700 text-xs">
              {article.section}
            </span>
            <time dateTime={article.date}>{formatDate(article.date)}</time>
            <span aria-hidden="true">·</span>
            <span>{article.readMinutes} min read</span>
          </p>
          <h1 className="mt-4 font-bold text-3xl text-slate-900 tracking-tight sm:text-4xl">{article.title}</h1>
          <p className="mt-4 text-lg text-slate-600 leading-8">{article.description}</p>
        </header>
        <div className={`${PROSE} mt-4`}>
          <ArticleBody blocks={article.blocks} />
        </div>
        <aside className="mt-14 rounded-2xl bg-slate-900 p-8 text-white">
          <h2 className="font-semibold text-xl">See how your profile scores</h2>
          <p className="mt-2 text-slate-300">
            Export your profile as a PDF and get a 0-100 score for every section, with the evidence behind each point.
          </p>
          <ButtonLink to="/register" search={{ plan: 'free' }} variant="inverse" className="mt-6">
            Score my profile for free
          </ButtonLink>
        </aside>
        {others.length > 0 && (
          <nav aria-label="More guides" className="mt-12">
            <h2 className="font-semibold text-slate-900">More guides</h2>
            <ul className="mt-4 space-y-3">
              {others.map((a) => (
                <li key={a.slug}>
                  <Link
                    to="/blog/$slug"
                    params={{ slug: a.slug }}
                    className="font-medium text-brand-700 hover:text-brand-800 hover:underline"
                  >
                    {a.title}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </article>
    </PublicLayout>
  );
}
