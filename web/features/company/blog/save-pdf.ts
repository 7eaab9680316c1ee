import type { Article } from './types.ts';

export const savePdf: Article = {
  slug: 'save-your-linkedin-profile-as-pdf',
  title: 'How to save your LinkedIn profile as a PDF (and what it contains)',
  description:
    'The "Save to PDF" export is the quickest way to get your profile scored. Where to find it, and what it leaves out.',
  date: '2025-12-01',
  readMinutes: 3,
  section: 'Getting started',
  blocks: [
    {
      p: 'LinkedIn can export any profile you can see as a PDF. It is the input Profile Score reads best: the text comes out exactly as LinkedIn stores it, with section headings in your interface language.',
    },
    { h: 'On a computer' },
    {
      ol: [
        'Open your profile (click your photo, then View Profile).',
        'Under your name and headline, click the More (or Resources) button.',
        'Choose Save to PDF. The file downloads straight away.',
      ],
    },
    {
      p: 'The mobile app has no Save to PDF option. On a phone, take screenshots of your profile instead and use image mode, or do the export later on a computer.',
    },
    { h: 'What the PDF contains' },
    {
      ul: [
        'Your name, headline, location and contact details you made visible.',
        'About, Experience, Education, Skills (the top ones), Languages, Certifications, Honors and Publications.',
        'No photo, banner, recommendations, posts or activity.',
      ],
    },
    {
      p: 'Because the photo and banner are not in the export, Profile Score does not score them. Everything else is read in your browser: the PDF itself is never uploaded, only the structured text it contains.',
    },
    {
      tip: 'Updated your profile? Export a fresh PDF and re-scan: your score, and the list of what to fix next, updates with it.',
    },
  ],
};
