import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../components/site/seo.ts';
import { HowWeScorePage } from '../features/rubric-page/how-we-score-page.tsx';

export const Route = createFileRoute('/how-we-score')({
  head: () =>
    pageHead({
      title: 'How we score',
      description:
        'Every check behind your Profile Score: the five sections and their weights, the points for each rule, and the published sources they rest on.',
      path: '/how-we-score',
    }),
  component: HowWeScorePage,
});
