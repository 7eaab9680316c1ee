import { describe, expect, it } from 'vitest';
import { splitLists } from '../../edge/core/match/ad-lists.ts';
import { matchProfile, readAd } from '../../edge/core/match/index.ts';
import { ProfileSchema } from '../../edge/core/profile/schema.ts';

const profile = (skills: string[], label = 'Software Engineer') =>
  ProfileSchema.parse({
    basics: { name: 'Test Person', label, summary: '' },
    work: [{ name: 'Acme', position: 'Software Engineer', summary: '' }],
    skills: skills.map((name) => ({ name })),
  });

const names = (ts: Array<{ term: string }>) => ts.map((t) => t.term.toLowerCase());

describe('lists written inside one word', () => {
  it('splits slash, ampersand, plus and bar lists, and keeps names that have a slash in them', () => {
    expect(splitLists('Expert JavaScript/TypeScript')).toBe('Expert JavaScript TypeScript');
    expect(splitLists('(AWS/GCP), Python+SQL, C++/C#')).toBe('(AWS GCP), Python SQL, C++ C#');
    expect(splitLists('CI/CD, A/B testing, R&D and/or TCP/IP')).toBe('CI/CD, A/B testing, R&D and/or TCP/IP');
    expect(splitLists('Backend Engineer | Remote')).toBe('Backend Engineer | Remote');
  });

  it('finds JavaScript in "Expert JavaScript/TypeScript" for a profile whose top skill is JavaScript', () => {
    const m = matchProfile(profile(['JavaScript']), 'Frontend Engineer\nExpert JavaScript/TypeScript • React&Redux');
    expect(names(m.found)).toContain('javascript');
    expect(names(m.missing)).toEqual(expect.arrayContaining(['typescript', 'react']));
  });
});

describe('what is never a missing term', () => {
  const ad = `Senior Software Engineer - Hybrid, Berlin
Brightlane GmbH is hiring! At Brightlane our CEO and founders believe in open work.
Requirements
- Python and PostgreSQL in production, hybrid work from our Berlin office
- You love open source and open communication
Benefits
- Health insurance, 30 days vacation, gym membership
We offer a competitive salary, hybrid working and a remote week each quarter. Brightlane is remote friendly.`;

  it('leaves out the employer, places, arrangements, benefits and ad furniture', () => {
    const m = matchProfile(profile([]), ad);
    const missing = names(m.missing).join(' ');
    for (const word of ['brightlane', 'berlin', 'hybrid', 'remote', 'ceo', 'founders', 'open', 'salary', 'gym'])
      expect(missing).not.toContain(word);
    expect(names(m.missing)).toEqual(expect.arrayContaining(['python', 'postgresql']));
  });

  it('never suggests the employer even when its name is a known product', () => {
    const r = readAd('Account Executive\nSalesforce Inc. is hiring account executives.\nAbout Salesforce:\nWe sell.');
    expect(names(r.skills)).not.toContain('salesforce');
  });
});

describe('required and nice to have', () => {
  it('reads the ad’s own headings and inline words, in several languages, and weighs optional terms less', () => {
    const en = readAd(
      'Data Engineer\nRequirements:\n- Python and SQL\n- Apache Airflow\nNice to have:\n- Kafka\n- dbt\nExperience with Snowflake is a plus.',
    );
    const req = (r: typeof en, t: string) => r.skills.find((s) => s.term.toLowerCase() === t)?.required;
    expect(req(en, 'python')).toBe(true);
    expect(req(en, 'apache airflow')).toBe(true);
    expect(req(en, 'kafka')).toBe(false);
    expect(req(en, 'dbt')).toBe(false);
    expect(req(en, 'snowflake')).toBe(false);
    const es = readAd('Analista de datos\nRequisitos:\n- SQL y Excel\nDe preferencia:\n- Python\n- Tableau');
    expect(req(es, 'sql')).toBe(true);
    expect(req(es, 'python')).toBe(false);
    const de = readAd('Datenanalyst\nDein Profil:\n- SQL und Excel\nWünschenswert:\n- Python');
    expect(req(de, 'sql')).toBe(true);
    expect(req(de, 'python')).toBe(false);
    const w = (r: typeof en, t: string) => r.skills.find((s) => s.term.toLowerCase() === t)?.weight ?? 0;
    expect(w(en, 'kafka')).toBeLessThan(w(en, 'apache airflow'));
  });

  it('carries the flag to found and missing terms', () => {
    const m = matchProfile(profile(['Python']), 'Data Engineer\nMust have:\n- Python\nBonus:\n- Kafka');
    expect(m.found.find((t) => t.term === 'Python')?.required).toBe(true);
    expect(m.missing.find((t) => t.term === 'Kafka')?.required).toBe(false);
  });
});

describe('the same thing in other words', () => {
  it('shows what the profile says instead of calling it missing', () => {
    const m = matchProfile(profile(['PostgreSQL', 'React']), 'Backend Developer\nStrong SQL and JavaScript.');
    expect(m.missing.find((t) => t.term === 'SQL')?.yours).toBe('PostgreSQL');
    expect(m.missing.find((t) => t.term === 'JavaScript')?.yours).toBe('React');
  });
});

describe('what each plan is told it gets, and what the server sends', () => {
  it('free: every rate and the top terms, as the pricing copy says; Pro: everything', async () => {
    const { PLANS, MATCH_FREE, MATCH_PRO } = await import('../../edge/core/plans.ts');
    const { FREE_MISSING, FREE_RECURRING, MAX_ADS, matchSeveral, presentMatch, presentSeveral } = await import(
      '../../edge/core/match/index.ts'
    );
    const has = (id: 'free' | 'pro', name: string) => PLANS[id].features.some((f) => f.name === name && f.included);
    expect(has('free', MATCH_FREE) && has('pro', MATCH_FREE) && has('pro', MATCH_PRO)).toBe(true);
    expect(has('free', MATCH_PRO)).toBe(false);
    expect(MATCH_FREE).toContain(`up to ${MAX_ADS} ads`);
    expect(MATCH_FREE).toContain(`top ${FREE_MISSING}`);
    const p = profile(['Python']);
    const ads = [
      'Backend Engineer\nPython, Go, Rust, Kafka, Redis, Docker',
      'Go Developer\nGo, Rust, Kafka, Redis, Docker',
    ];
    const free = presentSeveral(matchSeveral(p, ads), 'free');
    expect(free.ads).toHaveLength(2);
    expect(free.recurring).toHaveLength(FREE_RECURRING);
    expect(free.recurring_total).toBeGreaterThan(FREE_RECURRING);
    expect(presentSeveral(matchSeveral(p, ads), 'pro').recurring).toHaveLength(free.recurring_total);
    const one = presentMatch(matchProfile(p, ads[0]), 'free');
    expect(one.missing).toHaveLength(FREE_MISSING);
    expect(one.found).toBeNull();
  });
});
