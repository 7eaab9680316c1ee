import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../components/site/seo.ts';
import { AboutPage } from '../features/company/about-page.tsx';

export const Route = createFileRoute('/about')({
  head: () =>
    pageHead({
      title: 'About',
      description:
        'Why we built Profile Score: an explainable LinkedIn profile score, with rewrites that never invent facts.',
      path: '/about',
    }),
  component: AboutPage,
});
