import type { Article } from './types.ts';

export const skills: Article = {
  slug: 'skills-recruiters-search-for',
  title: 'Pick your skills the way recruiters search',
  description:
    'You can list up to 100 skills, but order and wording matter more than count. How to choose, prioritise and back them up.',
  date: '2025-11-24',
  readMinutes: 4,
  section: 'Skills',
  blocks: [
    {
      p: 'Recruiters filter candidates by skills, and LinkedIn uses your skills to match you with jobs. Since February 2024 you can list up to 100 of them. That is not a target: a list of relevant, well-named skills beats a long list of vague ones.',
    },
    { h: 'Use the words from job adverts' },
    {
      p: 'Open five job adverts for the role you want and note the skills they name. Those exact terms ("PostgreSQL", not "databases"; "Financial modelling", not "numbers") are what recruiters type into filters. Add the ones you genuinely have.',
    },
    { h: 'Put your top skills first' },
    {
      p: 'Only a few skills are visible without expanding the section. Choose the ones that define the role you want as your top skills, so they are the first thing a visitor sees and appear under Top Skills in your PDF export.',
    },
    { h: 'Back every skill with evidence' },
    {
      ul: [
        'Mention key skills in the roles where you used them, so they link to real work.',
        'Ask colleagues who saw you use a skill to endorse that one, rather than everything.',
        'Add certifications to Licenses & Certifications; they support the matching skill.',
      ],
    },
    { h: 'Prune what no longer fits' },
    {
      p: 'Remove skills that point away from your target: Microsoft Word on a senior engineer, a framework you last used a decade ago. Every irrelevant skill dilutes the ones that matter.',
    },
    {
      example: {
        label: 'Top skills for a data analyst',
        before: 'Teamwork · Microsoft Office · Hard worker',
        after: 'SQL · Python (pandas) · Tableau',
      },
    },
    {
      tip: 'Profile Score counts your skills, checks that you have pinned top skills, and whether your skills are backed by your headline, About and experience.',
    },
  ],
};
