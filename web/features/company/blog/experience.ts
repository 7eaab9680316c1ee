import type { Article } from './types.ts';

export const experience: Article = {
  slug: 'experience-that-reads-like-results',
  title: 'Experience entries that read like results, not job descriptions',
  description:
    'Recruiters skim your roles for what changed because you were there. Rewrite duties as accomplishments with a simple formula.',
  date: '2025-11-17',
  readMinutes: 5,
  section: 'Experience',
  blocks: [
    {
      p: 'Most Experience sections list duties: "Responsible for the data pipeline", "Involved in hiring". Anyone in the role had those duties. What a reader wants to know is what you achieved in it. Each position description can hold up to 2,000 characters; a few strong lines beat a copied job advert.',
    },
    { h: 'The formula: accomplished X, measured by Y, by doing Z' },
    {
      p: 'Start with a strong verb, say what changed, show the size of the change, and name how you did it. Not every line needs a number, but every line should describe an outcome.',
    },
    {
      example: {
        label: 'A duty rewritten as an accomplishment',
        before: 'Responsible for maintaining the company data pipeline.',
        after: 'Rebuilt the nightly data pipeline in Airflow, cutting failed runs from weekly to under one a quarter.',
      },
    },
    { h: 'Verbs that carry weight' },
    {
      p: 'Open lines with verbs that show ownership: led, built, launched, reduced, grew, negotiated, automated, redesigned. Avoid openers that hide your part: "responsible for", "involved in", "assisted with", "helped to".',
    },
    { h: 'Make the current role complete' },
    {
      ul: [
        'Title, company, start date and location filled in.',
        'A description of at least a few sentences: roles without one look abandoned.',
        'Two or three achievements, most important first.',
        'The tools and skills you used, so they connect to your Skills section.',
      ],
    },
    { h: 'Several roles at one company' },
    {
      p: 'Add each promotion as its own position under the same company. LinkedIn groups them, and the progression itself tells a story. Give each role its own achievements rather than repeating one description.',
    },
    { h: 'Explain gaps instead of hiding them' },
    {
      p: 'LinkedIn has a Career Break entry for time spent caregiving, studying, travelling or job hunting. A labelled break reads far better than an unexplained hole in the timeline.',
    },
    {
      tip: 'Profile Score checks that your current role has a description, looks for action verbs, quantified results and duty phrases in every role, and flags unexplained gaps.',
    },
  ],
};
