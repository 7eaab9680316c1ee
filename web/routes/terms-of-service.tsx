import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../components/site/seo.ts';
import { TermsPage } from '../features/legal/terms-page.tsx';

export const Route = createFileRoute('/terms-of-service')({
  head: () =>
    pageHead({
      title: 'Terms of Service',
      description:
        'The terms for using Profile Score: eligibility, plans and payment, renewal, refunds, liability and arbitration. Effective September 5, 2025.',
      path: '/terms-of-service',
    }),
  component: TermsPage,
});
