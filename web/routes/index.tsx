import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../components/site/seo.ts';
import { LandingPage } from '../features/landing/landing-page.tsx';

export const Route = createFileRoute('/')({
  // Not split off: the landing page is most visitors' first page, and a separate chunk is one more round trip
  // between the bundle and the first real paint (Lighthouse's LCP).
  codeSplitGroupings: [],
  head: () =>
    pageHead({
      title: 'Profile Score: score your LinkedIn profile and fix what matters',
      description:
        'Upload your LinkedIn PDF and get a 0-100 score for every section, the evidence behind each point, and the changes that will lift it most. First analysis free.',
      path: '/',
      bare: true,
    }),
  component: LandingPage,
});
