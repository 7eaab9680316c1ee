import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../components/site/seo.ts';
import { PricingPage } from '../features/billing/pricing-page.tsx';

export const Route = createFileRoute('/pricing')({
  head: () =>
    pageHead({
      title: 'Pricing',
      description:
        'Profile Score plans: a free analysis to see where your profile stands, Pro for recommendations and rewrites every month, and Enterprise for teams.',
      path: '/pricing',
    }),
  component: PricingPage,
});
