import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../components/site/seo.ts';
import { ContactPage } from '../features/contact/contact-page.tsx';

export const Route = createFileRoute('/contact-sales')({
  head: () =>
    pageHead({
      title: 'Talk to sales',
      description:
        'Profile Score Enterprise for career services and recruiting teams: team dashboard, bulk analysis, API.',
      path: '/contact-sales',
    }),
  component: function ContactSalesRoute() {
    const { config } = Route.useRouteContext();
    return <ContactPage kind="sales" supportEmail={config.supportEmail} />;
  },
});
