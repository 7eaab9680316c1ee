// The words of the rubric: what each check means, how to fix it, and where the rule comes from.
// Numbers live in weights.ts; a unit test keeps both files in step.
import type { SectionId } from './types.ts';

export interface CheckInfo {
  label: string;
  /** How the check is scored, in plain words (rendered on /how-we-score and in docs/rubric.md). */
  rule: string;
  fix: string;
  /** Reads English words: not applied when the profile's language is not English. */
  englishOnly?: boolean;
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

export const SECTIONS: Record<SectionId, SectionInfo> = {
  headline: {
    noun: 'headline',
    label: 'Headline',
    description: 'The line under your name, plus what a visitor needs to reach you (custom URL, contact).',
    keep: [
      'Revisit your headline when your focus changes, so the first words match the roles you want next.',
      'Check how your headline reads in a search result on mobile, where it is cut shortest.',
      'Keep your contact details current so recruiters can reach you outside LinkedIn.',
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
    description: 'The skills you list, the ones you pin at the top, and the proof of them elsewhere on the profile.',
    keep: [
      'Re-order your skills so the three you want to be hired for are pinned at the top.',
      'Remove skills you no longer want to be contacted about.',
      'Mention your top skills in the role where you used them, so they are backed by evidence.',
    ],
  },
  education: {
    noun: 'Education section',
    label: 'Education',
    description: 'Schools, degrees, fields of study and dates.',
    keep: [
      'Add courses, honours or a thesis title to an education entry when they support your target role.',
      'Keep the official names of your school and degree so recruiter filters match them.',
      'Add recent training or certifications as you complete them.',
    ],
  },
};

export const CHECKS: Record<string, CheckInfo> = {
  'headline.length': {
    label: 'Headline length',
    rule: 'Passed at 70-220 characters; partial at 40-69; failed when missing, shorter than 40 or over the 220 limit.',
    fix: 'Use 70 to 220 characters: your role, your specialty and the result you bring.',
    sources: ['limits-2020'],
  },
  'headline.front_loaded': {
    label: 'Role or skill in the first 65 characters',
    rule: 'Passed when a current title, one of your skills or a role word (engineer, founder, director ...) appears in the first ~65 characters (what search results show); partial when it appears later.',
    fix: 'Start the headline with your role or your main skill: search results cut it after about 65 characters.',
    sources: ['headline-search', 'limits-2020'],
  },
  'headline.keywords': {
    label: 'Headline keywords',
    rule: 'Passed when the headline names at least 2 of your skills or has 3 distinct parts (e.g. separated by |); partial for 1 skill or 2 parts.',
    fix: 'Name two or three of your skills in the headline, separated by | or ·, so you show up in more searches.',
    sources: ['profile-checklist', 'about-preview'],
  },
  'headline.beyond_title': {
    label: 'More than a job title',
    rule: 'Failed when the headline is only your current title (or "Title at Company", the default); passed otherwise.',
    fix: 'Go beyond "Title at Company": add your specialty and who you help.',
    sources: ['headline-formula'],
  },
  'headline.value': {
    label: 'Value statement',
    rule: 'Passed when the headline says what you deliver ("helping", "for", "driving", a number ...); failed otherwise.',
    fix: 'Add the value you bring, e.g. "helping [audience] [achieve result]".',
    englishOnly: true,
    sources: ['headline-formula'],
  },
  'headline.no_cliches': {
    label: 'No clichés',
    rule: 'Passed when the headline avoids empty phrases ("seeking opportunities", "guru", "ninja", "passionate" ...); failed otherwise.',
    fix: 'Replace empty phrases such as "seeking new opportunities" or "guru" with your role and specialty.',
    englishOnly: true,
    sources: ['headline-formula'],
  },
  'headline.custom_url': {
    label: 'Custom profile URL',
    rule: 'Passed when your linkedin.com/in/ address is custom; failed when it ends in the generated code or is missing. Not applied to 2016-17 exports, which did not print it.',
    fix: 'Claim a custom URL (linkedin.com/in/your-name) in "Edit public profile & URL".',
    sources: ['custom-url', 'profile-checklist'],
  },
  'headline.contact': {
    label: 'Contact details',
    rule: 'Passed with an email, phone or website in your contact info; failed otherwise.',
    fix: 'Add an email address or a website to your contact info so recruiters can reach you directly.',
    sources: ['profile-checklist'],
  },
  'about.length': {
    label: 'About length',
    rule: 'Passed at 1,000-2,600 characters; partial at 300-999; failed when missing, shorter than 300 or over the 2,600 limit.',
    fix: 'Write an About section of 1,000 to 2,600 characters: who you are, what you have achieved, what you want next.',
    sources: ['limits-2020', 'by-the-numbers'],
  },
  'about.hook': {
    label: 'Opening before "see more"',
    rule: 'Passed when the first ~300 characters name your role or a skill and finish a sentence; partial when only one holds.',
    fix: 'Open with one complete sentence, within the first 300 characters, that names your role and what you are known for.',
    sources: ['about-preview', 'by-the-numbers'],
  },
  'about.quantified': {
    label: 'Numbers in About',
    rule: 'Passed with 2 or more quantified results (%, amounts, counts); partial with 1.',
    fix: 'Add two results with numbers to your About section (for example a percentage, an amount or a team size).',
    sources: ['accomplishments'],
  },
  'about.keywords': {
    label: 'Skills named in About',
    rule: 'Passed when About names at least 3 of your listed skills; partial for 1-2.',
    fix: 'Name your key skills in the About text: LinkedIn search indexes it.',
    sources: ['about-preview'],
  },
  'about.readable': {
    label: 'Easy to scan',
    rule: 'Passed when an About longer than 600 characters is split into paragraphs or bullets (short ones always pass); failed for one long block.',
    fix: 'Break the About section into short paragraphs or bullets.',
    sources: ['about-preview'],
  },
  'about.call_to_action': {
    label: 'Call to action',
    rule: 'Passed when About invites contact ("reach out", "connect", "email me", "let\'s talk" ...); failed otherwise.',
    fix: 'End the About section with an invitation, e.g. "Let\'s connect if you are working on [topic]."',
    englishOnly: true,
    sources: ['about-preview'],
  },
  'experience.roles': {
    label: 'Positions listed',
    rule: 'Passed with 3 or more positions (current plus two past, as in a complete profile); partial with 1-2; failed with none.',
    fix: 'List your past positions too: a complete profile shows at least two past roles.',
    sources: ['all-star'],
  },
  'experience.current_role': {
    label: 'Current role with a description',
    rule: 'Passed when a current position has a description of 200+ characters; partial when it has a shorter one or none; failed when no position is current.',
    fix: 'Describe your current role in at least 200 characters. Between roles? Add a Career Break entry.',
    sources: ['all-star', 'career-breaks'],
  },
  'experience.descriptions': {
    label: 'Roles described',
    rule: 'Share of your 5 most recent roles with a description of 200+ characters: passed at 80%, partial from 40%.',
    fix: 'Give each recent role a description of at least 200 characters.',
    sources: ['all-star', 'limits-2020'],
  },
  'experience.within_limit': {
    label: 'Descriptions within 2,000 characters',
    rule: 'Passed when every description fits the 2,000-character limit; failed otherwise. Not applied when no role has a description.',
    fix: 'Keep each role description under 2,000 characters; move the rest to the About section.',
    sources: ['limits-2020', 'by-the-numbers'],
  },
  'experience.quantified': {
    label: 'Quantified results',
    rule: 'Roles among your 5 most recent with at least one number-backed result: passed at 2 (or every role if fewer), partial at 1.',
    fix: 'Add a number to a result in each recent role: how much, how many, how fast.',
    sources: ['accomplishments', 'xyz-formula', 'profile-checklist'],
  },
  'experience.strong_verbs': {
    label: 'Strong action verbs',
    rule: 'Distinct action verbs (led, built, launched, reduced ...) in recent roles: passed at 5, partial at 2.',
    fix: 'Start bullets with action verbs such as led, built, launched, reduced or negotiated.',
    englishOnly: true,
    sources: ['xyz-formula', 'accomplishments'],
  },
  'experience.weak_phrases': {
    label: 'No duty phrases',
    rule: 'Passed with no "responsible for", "duties included", "worked on"...; partial with 1-2; failed with 3 or more. Not applied when no recent role has a description.',
    fix: 'Replace "responsible for" and "worked on" with what you achieved.',
    englishOnly: true,
    sources: ['xyz-formula', 'accomplishments'],
  },
  'experience.gaps': {
    label: 'No unexplained gaps',
    rule: 'Gaps over 6 months between roles not covered by study or another role: passed with none, partial with 1, failed with 2 or more.',
    fix: 'Explain gaps longer than six months with a Career Break entry, study, or freelance work.',
    sources: ['career-breaks', 'recruiter-filters'],
  },
  'skills.count': {
    label: 'Number of skills',
    rule: 'Passed with 15-100 skills; partial with 5-14; failed under 5. Not applied to PDF exports and screenshots, which show only top skills.',
    fix: 'List at least 15 skills (LinkedIn allows up to 100).',
    sources: ['skills-100', 'all-star'],
  },
  'skills.top_skills': {
    label: 'Top skills pinned',
    rule: 'Passed with 3 top skills shown; partial with 1-2. Not applied to 2016-17 exports, which had no Top Skills block.',
    fix: 'Pin three top skills: they are the ones shown on your profile and in the PDF export.',
    sources: ['limits-2020'],
  },
  'skills.in_context': {
    label: 'Skills backed by your text',
    rule: 'Share of your top (or first 10) skills also named in your headline, About or experience (the same word stem counts, e.g. "developer" for Development): passed at 50%, partial from 20%. Not applied when no skills are listed.',
    fix: 'Mention your top skills in the roles where you used them.',
    sources: ['about-preview', 'recruiter-filters'],
  },
  'skills.certifications': {
    label: 'Licences & certifications',
    rule: 'Passed with at least one certification; failed otherwise.',
    fix: 'Add relevant licences or certifications, with the issuing organisation.',
    sources: ['profile-checklist'],
  },
  'skills.languages': {
    label: 'Languages',
    rule: 'Passed with at least one language listed; failed otherwise.',
    fix: 'List the languages you speak and your level: recruiters filter on them.',
    sources: ['recruiter-filters'],
  },
  'education.entries': {
    label: 'Education listed',
    rule: 'Passed with at least one school; failed otherwise.',
    fix: 'Add your education (school, degree, field of study).',
    sources: ['all-star', 'recruiter-filters'],
  },
  'education.degree': {
    label: 'Degree named',
    rule: 'Share of entries naming the degree or qualification: passed when all do, partial when some do.',
    fix: 'Name the degree or qualification for each school.',
    sources: ['recruiter-filters'],
  },
  'education.field': {
    label: 'Field of study',
    rule: 'Share of entries naming a field of study: passed when all do, partial when some do.',
    fix: 'Add your field of study to each education entry.',
    sources: ['recruiter-filters'],
  },
  'education.dates': {
    label: 'Education dates',
    rule: 'Share of entries with dates: passed when all have them, partial when some do.',
    fix: 'Add start and end years to your education entries.',
    sources: ['recruiter-filters'],
  },
};
