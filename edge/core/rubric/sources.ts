// Published facts behind the rubric. Each check in catalog.ts names the sources it rests on.
// Third-party compilations are used where LinkedIn's own Help Center does not state the number.
export interface Source {
  id: string;
  title: string;
  url: string;
  fact: string;
}

export const SOURCES: Source[] = [
  {
    id: 'limits-2020',
    title: 'LinkedInsights: Maximum LinkedIn character counts and image sizes (2020 edition)',
    url: 'https://www.linkedinsights.com/maximum-linkedin-character-counts-and-image-sizes-for-2020/',
    fact: 'Headline 220 characters (up from 120 in April 2020); About 2,600 characters with a desktop cut-off of 270-320 characters before "See more"; position description 200-2,000 characters; 3 top skills most visible; custom URL 5-30 characters.',
  },
  {
    id: 'by-the-numbers',
    title: 'Total Resumes: LinkedIn By The Numbers',
    url: 'https://www.totalresumes.com.au/linkedin-by-the-numbers/',
    fact: 'About section 2,600 characters; the desktop preview shows about 25-40 words (270-320 characters); position description 2,000 characters (200 minimum).',
  },
  {
    id: 'about-preview',
    title: 'ConnectSafely: LinkedIn About section, character limit and preview lines',
    url: 'https://connectsafely.ai/articles/linkedin-about-section',
    fact: 'Only the first ~265-275 characters of the About section show before "see more"; the opening lines decide whether visitors read on; LinkedIn search indexes the About text, so keywords matter.',
  },
  {
    id: 'headline-search',
    title: 'UtilHQ: LinkedIn character counter',
    url: 'https://utilhq.pages.dev/tools/linkedin-counter',
    fact: 'The headline (220 characters) is shown in search results and connection requests, where it is cut short; the ~65-character visible share is our estimate of a typical desktop search card.',
  },
  {
    id: 'headline-formula',
    title: 'Wildfire Social Marketing: LinkedIn profile guide (headline as a positioning statement)',
    url: 'https://wildfiresocialmarketing.com/linkedin-profile-guide-character-limits-2017/',
    fact: 'Treat the headline as a positioning statement ("I help [audience] achieve [result] by [service]"), not just a job title.',
  },
  {
    id: 'custom-url',
    title: 'LinkedIn Help: Manage your public profile URL',
    url: 'https://www.linkedin.com/help/linkedin/answer/87/customize-your-public-profile-url',
    fact: 'A custom public profile URL helps other members and recruiters identify your profile; the assigned URL ends in a generated string.',
  },
  {
    id: 'all-star',
    title: 'Bella Domain: A complete LinkedIn profile is an All-Star profile',
    url: 'https://belladomain.com/2015/07/08/a-complete-linkedin-profile-is-an-all-star-profile',
    fact: "LinkedIn's complete (All-Star) profile needs a current position with a description of at least 200 characters, two past positions, education and at least 3 skills.",
  },
  {
    id: 'skills-100',
    title: 'Luiz Maia: The LinkedIn Skills section is broken (notes the 2024 limit change)',
    url: 'https://luizmaiaj.com/2025/06/17/the-linkedin-skills-is-broken-how-to-fix-it',
    fact: 'LinkedIn raised the number of skills a member can list from 50 to 100 in February 2024.',
  },
  {
    id: 'accomplishments',
    title: 'TechRhet: Verb (accomplishment) statements, after Princeton Career Services (APR)',
    url: 'https://techrhet.com/3213/?p=1450',
    fact: 'Describe accomplishments, not duties: action verb + problem/project + result, quantifying results where possible.',
  },
  {
    id: 'xyz-formula',
    title: 'LinkedInRank: How to write LinkedIn experience descriptions',
    url: 'https://linkedinrank.com/blogs/how-to-write-linkedin-experience',
    fact: 'Accomplished X as measured by Y by doing Z; lead with strong verbs (led, built, launched, reduced); avoid weak openers such as "responsible for", "involved in", "assisted with".',
  },
  {
    id: 'career-breaks',
    title: 'Business Insider: LinkedIn feature lets people explain career gaps (2022)',
    url: 'https://www.businessinsider.com/linkedin-feature-lets-people-explain-career-gaps-13-ways-2022-3',
    fact: 'LinkedIn added Career Breaks to the Experience section; an unexplained gap is one of the most common mistakes on a résumé.',
  },
  {
    id: 'recruiter-filters',
    title: 'LinkedIn Help: Recruiter and Recruiter Lite search filters and definitions',
    url: 'https://www.linkedin.com/help/recruiter/answer/a414428',
    fact: 'Recruiters filter candidates by skills, schools, degrees, fields of study, years of experience and spoken languages, all read from the structured profile.',
  },
  {
    id: 'isced-8',
    title: 'UNESCO UIS glossary: ISCED 8, doctoral or equivalent level',
    url: 'https://uis.unesco.org/en/glossary-term/isced-8-doctoral-or-equivalent-level',
    fact: 'ISCED level 8 is reserved for programmes leading to an advanced research qualification; programmes named "doctor" belong there only if they meet that criterion, so professional first degrees such as medicine or pharmacy sit at level 7 with master\'s degrees.',
  },
  {
    id: 'profile-checklist',
    title: 'Job Search Superhero: LinkedIn profile checklist from recruiters and résumé writers',
    url: 'https://jobsearchsuperhero.com/tag/advice/',
    fact: 'A customised profile URL, a keyword-rich headline and summary, action statements, quantified achievements per role, certificates and education.',
  },
];

export const SOURCE_IDS = new Set(SOURCES.map((s) => s.id));
