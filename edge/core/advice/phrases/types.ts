// The sentences the advice wraps around the person's own words, one set per language the rubric has word lists for.
// Quoted text, names and skills are passed in as they are: only the words around them are translated.

export interface RoleRef {
  title: string;
  company: string;
}

export interface Phrases {
  /** "your Analyst role at Acme": how a suggestion names a role. */
  role: (r: RoleRef) => string;
  /** "Analyst at Acme": a role as what the person is. */
  as: (r: RoleRef) => string;
  and: string;
  hLength: (headline: string, example: string) => string;
  hRole: (title: string) => string;
  hCurrent: (r: RoleRef) => string;
  hBeyond: (headline: string, skills: string) => string;
  hKeywords: (skills: string) => string;
  hValueWin: (role: string, clause: string) => string;
  hValueAsk: (role: string) => string;
  hClean: (cliche: string) => string;
  /** `chars`: the About's length, 0 when there is none; then the result to start from, or the role to describe. */
  aLength: (chars: number, win: { as: string; clause: string } | null, r: RoleRef | null) => string;
  aHook: (first: string, title: string) => string;
  aResultsWin: (role: string, clause: string) => string;
  aResultsAsk: (role: string) => string;
  aKeywords: (skills: string) => string;
  aOriginal: (cliche: string) => string;
  aReadable: (first: string) => string;
  aCta: (skill: string) => string;
  eCurrent: (role: string) => string;
  eDescriptions: (roles: string) => string;
  eResults: (role: string, line: string) => string;
  eVerbs: (role: string, line: string) => string;
  eDuties: (line: string, role: string) => string;
  eOriginal: (cliche: string, role: string) => string;
  eGaps: (evidence: string) => string;
  eRoles: (role: string) => string;
  sBacked: (skill: string, role: string) => string;
  sCount: (n: number, role: string) => string;
  /** No Skills section: the skills the person's text names; languages without it say nothing. */
  sList?: (skills: string) => string;
  /** `skill`: the person's main skill, the field a certification would prove. */
  sCerts: (skill: string) => string;
  edLevel: (school: string, degree: string | null) => string;
  edEntries: (title: string) => string;
  /** An entry whose school line holds a degree; languages without it fall back to `edEntries`. */
  edSchool?: (entry: string) => string;
  edDegree: (school: string) => string;
  edField: (school: string) => string;
  edDates: (school: string) => string;
  edDepth: (school: string, title: string | null) => string;
  edRelevant: (school: string, title: string) => string;
  nHeadline: (headline: string) => string;
  nHidden: (where: string, clause: string) => string;
  nAboutDraft: (opening: string) => string;
  nLead: (role: string, lead: string) => string;
  nSkillUse: (skill: string, role: string) => string;
}
