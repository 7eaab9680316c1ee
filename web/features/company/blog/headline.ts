import type { Article } from './types.ts';

export const headline: Article = {
  slug: 'write-a-headline-that-gets-found',
  title: 'Write a LinkedIn headline that gets you found',
  description:
    'Your headline follows you everywhere on LinkedIn, but most people only see its first 60-odd characters. Here is how to use them.',
  date: '2025-11-03',
  readMinutes: 4,
  section: 'Headline',
  blocks: [
    {
      p: 'Your headline is the one line that travels with your name: in search results, in comments, in connection requests and in the "People you may know" list. LinkedIn gives you 220 characters for it, but in a search result only the start is visible. On a typical desktop search card that is roughly the first 65 characters, so that is where the important words must be.',
    },
    { h: 'Lead with the role you want to be found for' },
    {
      p: 'Recruiters search by job title. If you are a "Senior Backend Engineer", say exactly that, in the words a recruiter would type, before anything else. Creative titles ("Code Wizard", "Growth Ninja") match no searches and tell a skimming reader nothing.',
    },
    { h: 'Then add what makes you different' },
    {
      p: 'After the title, use the remaining space for the two or three things that set you apart: a specialism, a domain, a result you are known for. A simple pattern: role, specialism, proof.',
    },
    {
      example: {
        label: 'From a job title to a positioning statement',
        before: 'Software Engineer at Acme',
        after: 'Senior Backend Engineer | Payments & Distributed Systems | Go, Kafka, PostgreSQL',
      },
    },
    {
      p: 'The first version repeats what your Experience section already says. The second tells a recruiter, in the visible part, which searches you should appear in and why you are worth a click.',
    },
    { h: 'Keywords, not buzzwords' },
    {
      ul: [
        'Use the nouns people search for: titles, technologies, industries, certifications.',
        'Skip adjectives nobody searches for: "passionate", "motivated", "results-driven".',
        'One or two separators ( | or · ) make a dense line easy to scan; more turns it into a tag cloud.',
        'Looking for work? "Open to Senior Backend roles" is clearer than "Seeking new opportunities".',
      ],
    },
    { h: 'Check it where it is read' },
    {
      p: 'Search LinkedIn for your own name from another account, or look at one of your comments: what you see there is what everyone else sees. If the first 65 characters do not say who you are and what you do, move words until they do.',
    },
    {
      tip: 'Profile Score checks the headline length, whether the visible part carries a role and keywords, and whether it says more than your current job title.',
    },
  ],
};
