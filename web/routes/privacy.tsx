import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../components/site/seo.ts';
import { PrivacyPage } from '../features/company/privacy-page.tsx';

export const Route = createFileRoute('/privacy')({
  head: () =>
    pageHead({
      title: 'Privacy Policy',
      description:
        'What Profile Score stores (the extracted profile and analyses, never your PDF), who processes it, and how to delete it.',
      path: '/privacy',
    }),
  component: function PrivacyRoute() {
    const { config } = Route.useRouteContext();
    return <PrivacyPage supportEmail={config.supportEmail} />;
  },
});
