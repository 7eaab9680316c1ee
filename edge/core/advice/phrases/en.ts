import type { Phrases } from './types.ts';

export const en: Phrases = {
  role: (r) => `your ${r.title}${r.company ? ` role at ${r.company}` : ' role'}`,
  as: (r) => `${r.title}${r.company ? ` at ${r.company}` : ''}`,
  and: 'and',
  hLength: (h, ex) => `Your headline ${h} is short: grow it to 70-220 characters, e.g. "${ex}".`,
  hRole: (t) => `Start your headline with your role, "${t}": search results cut it after about 65 characters.`,
  hCurrent: (r) => `Make your headline name the role you hold now: ${r.title}${r.company ? ` at ${r.company}` : ''}.`,
  hBeyond: (h, sk) => `Go beyond ${h}: add your specialty, ${sk}, and who you help.`,
  hKeywords: (sk) => `Name ${sk} in your headline, separated by | or ·, so you show up in more searches.`,
  hValueWin: (role, c) => `Add the result from ${role} to your headline: "${c}".`,
  hValueAsk: (role) => `Add one result with a number from ${role} to your headline: what improved, by how much?`,
  hClean: (c) => `Replace "${c}" in your headline with your role, your specialty and one result.`,
  aLength: (n, win, r) => {
    const base = n
      ? `Your About section (${n} characters) is thin: grow it to 1,000-2,600`
      : 'Write an About section of 1,000-2,600 characters';
    if (win) return `${base}, starting from your result as ${win.as}: "${win.clause}".`;
    return `${base}: ${r ? `what you do as ${en.as(r)}` : 'what you do'}, what you achieved, what you want next.`;
  },
  aHook: (first, t) =>
    `Replace your opening line ${first} with one sentence that names your role, ${t}, and what you are known for.`,
  aResultsWin: (role, c) => `Bring the result from ${role} into your About: "${c}".`,
  aResultsAsk: (role) =>
    `Add two results with numbers from ${role} to your About (a percentage, an amount, a team size).`,
  aKeywords: (sk) => `Name ${sk} in your About text: LinkedIn search indexes it.`,
  aOriginal: (c) => `Swap "${c}" in your About for what you did, for whom, with what result.`,
  aReadable: (first) => `Break your About into short paragraphs: one after ${first}, one per idea.`,
  aCta: (sk) => `End your About with an invitation, e.g. "Let's connect if you are working on ${sk}."`,
  eCurrent: (role) => `Describe ${role} in at least 200 characters: what you own and what changed because of you.`,
  eDescriptions: (roles) => `Describe ${roles} in their own words, 200 characters or more each.`,
  eResults: (role, line) => `Add a number to ${role}: ${line} — how much, how many, how fast?`,
  eVerbs: (role, line) => `Start the lines of ${role} with an action verb (led, built, reduced), e.g. rework ${line}.`,
  eDuties: (line, role) => `Rewrite ${line} in ${role} as a result: what changed, by how much.`,
  eOriginal: (c, role) => `Replace "${c}" in ${role} with what you did there, in your own words.`,
  eGaps: (ev) => `Explain this gap with a Career Break entry, study or freelance work: ${ev}`,
  eRoles: (role) => `List the roles you held before ${role}: a complete profile shows at least two past roles.`,
  sBacked: (sk, role) => `Show ${sk} in use: say in ${role} what you built or changed with it.`,
  sCount: (n, role) =>
    `You list ${n} skill${n === 1 ? '' : 's'}: add the tools and methods of ${role} until you reach 15.`,
  sList: (sk) => `Add a Skills section and pin what your own text already names: ${sk}.`,
  sCerts: (s) =>
    `If you hold a licence or certification in ${s}, add it with its issuer: it counts as proof of the skill.`,
  edLevel: (s, d) =>
    `Name your degree at ${s}${d ? ` (now ${d})` : ''} exactly as it was awarded, so recruiter filters by degree find you.`,
  edEntries: (t) => `Add the school, degree and field of study behind your work as ${t}.`,
  edSchool: (e) => `Your education entry ${e} names a degree where the school belongs: add the school's name.`,
  edDegree: (s) => `Name the degree you earned at ${s}.`,
  edField: (s) => `Add your field of study to ${s}.`,
  edDates: (s) => `Add start and end years to ${s}.`,
  edDepth: (s, t) => `Add courses, honours or a thesis title to ${s} that support your work as ${t ?? 'you do now'}.`,
  edRelevant: (s, t) => `Connect ${s} to your work as ${t}: add the courses or training that link them.`,
  nHeadline: (h) => `Try this headline, built from your own profile: "${h}".`,
  nHidden: (where, c) => `Your result at ${where} is hidden in an old role: move "${c}" into your About.`,
  nAboutDraft: (o) => `Start from the About draft below: it opens with ${o} and keeps your own results.`,
  nLead: (role, lead) => `Lead ${role} with ${lead} and one line per result.`,
  nSkillUse: (sk, role) => `Say where you used ${sk} in ${role}: a listed skill backed by a role counts more.`,
};
