import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../components/site/seo.ts';
import { CookiesPage } from '../features/company/cookies-page.tsx';

export const Route = createFileRoute('/cookies')({
  head: () =>
    pageHead({
      title: 'Cookies and local storage',
      description: 'Profile Score uses one cookie and no tracking. Everything it keeps in your browser, and why.',
      path: '/cookies',
    }),
  component: CookiesPage,
});
