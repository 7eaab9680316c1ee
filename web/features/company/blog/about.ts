import type { Article } from './types.ts';

export const about: Article = {
  slug: 'about-section-first-lines',
  title: 'Your About section: the first 300 characters do the work',
  description:
    'LinkedIn shows only the opening lines of your About section before "see more". Write those lines first, then earn the rest.',
  date: '2025-11-10',
  readMinutes: 5,
  section: 'About',
  blocks: [
    {
      p: 'The About section holds up to 2,600 characters, but visitors see only the first two or three lines (about 270-320 characters on desktop) before the "see more" link. Most people decide from those lines whether to read on. LinkedIn search also indexes the text, so it matters to people and to search alike.',
    },
    { h: 'Open with who you help and how' },
    {
      p: 'Do not spend the preview on "I am a hard-working professional with a passion for…". State what you do, for whom, and the kind of result you bring, in plain first-person sentences.',
    },
    {
      example: {
        label: 'An opening that survives the cut',
        before: 'I am a passionate and dedicated professional with over ten years of experience in various industries.',
        after:
          'I help B2B software companies turn trial users into paying customers. Over 10 years I have run lifecycle marketing at three SaaS start-ups, most recently growing trial-to-paid conversion at Acme.',
      },
    },
    { h: 'A structure that works for most people' },
    {
      ol: [
        'The hook (first 2-3 lines): what you do and for whom.',
        'Proof: two or three concrete achievements, with numbers where you have them.',
        'How you work: the skills, tools or methods you are known for, written as sentences.',
        'What you are looking for, and how to reach you.',
      ],
    },
    { h: 'Numbers beat adjectives' },
    {
      p: '"Cut onboarding time from 3 weeks to 4 days" says more than "highly efficient". Use real numbers you can stand behind; if you cannot share exact figures, share scale ("a team of 12", "customers in 30 countries").',
    },
    { h: 'Length: enough to convince, not to exhaust' },
    {
      p: 'You do not need all 2,600 characters. A focused 800-1,500 characters usually covers hook, proof and ask. Short paragraphs and line breaks make it readable on a phone, where most profiles are viewed.',
    },
    {
      ul: [
        'Write in the first person; the third person reads like a press release.',
        'Repeat your key terms naturally: the role and specialism from your headline belong here too.',
        'End with a clear next step: "Write to me about…" or the kind of role you want.',
      ],
    },
    {
      tip: 'Profile Score measures your About length, checks what the visible preview says, and looks for concrete achievements and a clear call to action.',
    },
  ],
};
