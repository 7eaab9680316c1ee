// The words of the rubric: what each check means, how to fix it, and where the rule comes from.
// The checks themselves are in catalog-checks.ts; numbers live in weights.ts; a unit test keeps them in step.
import type { PartId } from './types.ts';

export interface CheckInfo {
  label: string;
  /** How the check is scored, in plain words (rendered on /how-we-score and in docs/rubric.md). */
  rule: string;
  fix: string;
  /** Content checks judge what the text says; hygiene checks, completeness. Only content checks open the gate. */
  kind: 'content' | 'hygiene';
  /** Reads words of the text's own language (word lists): not applied to text in a language we have no lists for. */
  readsWords?: boolean;
  sources: string[];
}

export interface SectionInfo {
  label: string;
  /** How feedback sentences name the section ("Your About section is ..."). */
  noun: string;
  description: string;
  /** Used to make up three suggestions when fewer checks have points to gain. */
  keep: string[];
}

export const SECTIONS: Record<PartId, SectionInfo> = {
  headline: {
    noun: 'headline',
    label: 'Headline',
    description: 'The line under your name: your current role, your specialty and the value you bring.',
    keep: [
      'Revisit your headline when your focus changes, so the first words match the roles you want next.',
      'Check how your headline reads in a search result on mobile, where it is cut shortest.',
      'Update your headline the day you change roles, so it never names a former employer.',
    ],
  },
  about: {
    noun: 'About section',
    label: 'About',
    description: 'Your summary: the story, the proof, and an invitation to get in touch.',
    keep: [
      'Refresh the first two lines of your About section whenever you land a new result worth leading with.',
      'Keep one short paragraph per idea so the section stays easy to scan.',
      'Re-read your About section aloud: it should sound like you talking to a peer.',
    ],
  },
  experience: {
    noun: 'Experience section',
    label: 'Experience',
    description: 'Your roles, what you did in them, and the results you can show.',
    keep: [
      'Add each new result to your current role while the numbers are fresh.',
      'Trim descriptions of older roles to the two or three results that still matter.',
      'Keep job titles in the wording recruiters search for.',
    ],
  },
  skills: {
    noun: 'Skills section',
    label: 'Skills',
    description: 'Whether the skills you pin fit your role and field, and whether your text shows them in use.',
    keep: [
      'Re-order your skills so the three you want to be hired for are pinned at the top.',
      'Remove skills you no longer want to be contacted about.',
      'Mention your top skills in the role where you used them, so they are backed by evidence.',
    ],
  },
  education: {
    noun: 'Education section',
    label: 'Education',
    description: 'Schools, degrees, fields of study, their level and relevance to your work, and dates.',
    keep: [
      'Add courses, honours or a thesis title to an education entry when they support your target role.',
      'Keep the official names of your school and degree so recruiter filters match them.',
      'Add recent training or certifications as you complete them.',
    ],
  },
  basics: {
    noun: 'profile basics',
    label: 'Profile basics',
    description: 'What a recruiter needs to find and reach you: contact details, a custom profile URL, languages.',
    keep: [
      'Keep your contact details current so recruiters can reach you outside LinkedIn.',
      'Use the same custom URL on your CV and email signature.',
      'List each language with your real level: recruiters filter on it.',
    ],
  },
};

export { CHECKS } from './catalog-checks.ts';
