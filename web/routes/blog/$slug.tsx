import { createFileRoute, notFound } from '@tanstack/react-router';
import { pageHead } from '../../components/site/seo.ts';
import { ArticlePage } from '../../features/company/article-page.tsx';

export const Route = createFileRoute('/blog/$slug')({
  // The articles load with the article page, not with the route tree (which every first page, the landing
  // page included, downloads).
  loader: async ({ params }) => {
    const { findArticle } = await import('../../features/company/blog/index.ts');
    const article = findArticle(params.slug);
    if (!article) throw notFound();
    return article;
  },
  head: ({ loaderData }) =>
    loaderData
      ? pageHead({ title: loaderData.title, description: loaderData.description, path: `/blog/${loaderData.slug}` })
      : { meta: [{ title: '404 Page Not Found · Profile Score' }] },
  component: function BlogArticleRoute() {
    return <ArticlePage article={Route.useLoaderData()} />;
  },
});
