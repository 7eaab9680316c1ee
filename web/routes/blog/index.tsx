import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../components/site/seo.ts';
import { BlogIndexPage } from '../../features/company/blog-index-page.tsx';

export const Route = createFileRoute('/blog/')({
  head: () =>
    pageHead({
      title: 'Blog',
      description: 'Practical guides to a stronger LinkedIn profile: headline, About, experience and skills.',
      path: '/blog',
    }),
  component: BlogIndexPage,
});
