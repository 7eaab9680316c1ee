import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../components/site/seo.ts';
import { ContactPage } from '../features/contact/contact-page.tsx';

export const Route = createFileRoute('/contact')({
  head: () =>
    pageHead({
      title: 'Contact us',
      description: 'Questions about your score, your account or billing? Write to the Profile Score team.',
      path: '/contact',
    }),
  component: function ContactRoute() {
    const { config } = Route.useRouteContext();
    return <ContactPage kind="contact" supportEmail={config.supportEmail} />;
  },
});
