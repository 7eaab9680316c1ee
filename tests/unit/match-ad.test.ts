import { describe, expect, it } from 'vitest';
import { matchProfile, readAd } from '../../edge/core/match/index.ts';
import { ProfileSchema } from '../../edge/core/profile/schema.ts';
import { scoreProfile } from '../../edge/core/rubric/index.ts';
import { matchAd, matchProfileFixture } from '../fixtures/match/index.ts';

const profile = (over: { label?: string; summary?: string; skills?: string[]; position?: string }) =>
  ProfileSchema.parse({
    basics: { name: 'Test Person', label: over.label ?? '', summary: over.summary ?? '' },
    work: [{ name: 'Acme', position: over.position ?? 'Engineer', summary: '' }],
    skills: (over.skills ?? []).map((name) => ({ name })),
  });

describe('reading a job ad', () => {
  it('takes the title and its seniority, and drops gender markers and skills in brackets', () => {
    const r = readAd('Senior Backend Engineer (m/w/d) (Python / Go)\nYou will build services in Python.');
    expect(r.title).toBe('Senior Backend Engineer');
    expect(r.seniority).toBe('senior');
    expect(r.titleWords).toEqual(['backend', 'engineer']);
  });

  it('reads multi-word skills as one term, the longest name winning', () => {
    const r = readAd(matchAd('backend-engineer'));
    const names = r.skills.map((s) => s.term);
    expect(names).toEqual(expect.arrayContaining(['GitHub Actions', 'REST APIs', 'infrastructure as code']));
    expect(names).not.toContain('Actions');
    const nurse = readAd(matchAd('registered-nurse')).skills.map((s) => s.term);
    expect(nurse).toEqual(expect.arrayContaining(['Registered Nurse', 'patient care', 'infection control']));
  });

  it('leaves out benefits, about-us and equal-opportunity text', () => {
    const ad = `Data Analyst
Requirements
- SQL and Tableau every day
Benefits
- Health insurance, gym membership, Kubernetes training budget
About us
We love Salesforce.
We are an equal opportunity employer regardless of race or gender; we also use Excel.`;
    const r = readAd(ad);
    const names = r.skills.map((s) => s.term);
    expect(names).toEqual(expect.arrayContaining(['SQL', 'Tableau']));
    expect(names).not.toContain('Kubernetes');
    expect(names).not.toContain('Salesforce');
    expect(names).not.toContain('Excel');
    expect(r.boilerplateChars).toBeGreaterThan(100);
    expect(r.terms.map((t) => t.term)).not.toContain('insurance');
  });

  it('reads ads in German and Spanish in their language', () => {
    const de = readAd(matchAd('datenanalyst-de'));
    expect(de.language).toBe('de');
    expect(de.title).toBe('Datenanalyst Business Intelligence');
    expect(de.skills.map((s) => s.term)).toEqual(
      expect.arrayContaining(['Datenanalyse', 'Datenvisualisierung', 'Power BI', 'SQL']),
    );
    expect(de.terms.map((t) => t.term)).not.toEqual(expect.arrayContaining(['du', 'dein', 'und']));
    const es = readAd(matchAd('marketing-digital-es'));
    expect(es.language).toBe('es');
    const esTerms = es.skills.map((s) => s.term.toLowerCase());
    expect(esTerms).toEqual(expect.arrayContaining(['marketing digital', 'seo', 'sem', 'redes sociales']));
    expect(esTerms).not.toContain('seguro médico');
  });

  it('weights what the ad repeats and says early above what it mentions once at the end', () => {
    const r = readAd(`Platform Engineer
Kubernetes, Kubernetes and more Kubernetes: you run our Kubernetes clusters.
We write some Bash scripts.
Later on you might touch Ansible.`);
    const w = Object.fromEntries(r.skills.map((s) => [s.term, s.weight]));
    expect(w.Kubernetes).toBeGreaterThan(w.Ansible);
  });
});

describe('matching a profile', () => {
  it('finds a skill under an alias and says so, counting it half', () => {
    const ad = 'Platform Engineer\nWe run PostgreSQL and Kubernetes. PostgreSQL tuning is key.';
    const exact = matchProfile(profile({ skills: ['PostgreSQL', 'Kubernetes'] }), ad);
    const alias = matchProfile(profile({ skills: ['Postgres', 'k8s'] }), ad);
    const pg = alias.missing.find((m) => m.term === 'PostgreSQL');
    expect(pg).toMatchObject({ add_to: 'skills', yours: 'Postgres' });
    expect(alias.missing.find((m) => m.term === 'Kubernetes')?.yours).toBe('k8s');
    expect(exact.found.map((f) => f.term)).toEqual(expect.arrayContaining(['PostgreSQL', 'Kubernetes']));
    expect(alias.parts.skills).toBe(50);
    expect(exact.parts.skills).toBe(100);
  });

  it('says where each term was found and where a missing one would count', () => {
    const p = profile({ label: 'Data Analyst | SQL', summary: 'I build Tableau dashboards.', skills: ['SQL'] });
    const m = matchProfile(p, 'Data Analyst\nSQL, Tableau and Looker. Looker is a must. CPA welcome.');
    const where = Object.fromEntries(m.found.map((f) => [f.term, f.where]));
    expect(where.SQL).toEqual(['headline', 'skills']);
    expect(where.Tableau).toEqual(['about']);
    expect(m.missing[0]).toMatchObject({ term: 'Looker', add_to: 'skills' });
    expect(m.missing.find((x) => x.term === 'CPA')?.add_to).toBe('certifications');
  });

  it('a typed role with no matching words in the profile is a weak match, not full coverage', () => {
    const p = matchProfileFixture('backend-python');
    const m = matchProfile(p, 'Senior Event Manager');
    expect(m.rate).toBeLessThan(45);
    expect(m.band.label).toBe('Weak match');
    expect(m.title.missing_words).toContain('event');
    expect(m.missing.find((x) => x.term === 'event')?.add_to).toBe('headline');
  });

  it('never changes the profile score', () => {
    const p = matchProfileFixture('icu-nurse');
    const before = JSON.stringify(scoreProfile(p).sections);
    matchProfile(p, matchAd('registered-nurse'));
    expect(JSON.stringify(scoreProfile(p).sections)).toBe(before);
  });

  it('reads a 20,000-character ad and matches it in under 50 ms once warm', () => {
    const base = matchAd('backend-engineer');
    const ad = base.repeat(Math.ceil(20_000 / base.length)).slice(0, 20_000);
    const p = matchProfileFixture('backend-python');
    // Warm-up: the first runs compile the matcher; a fresh text each time, so no cache answers for it.
    for (let i = 0; i < 5; i++) matchProfile(p, `${ad.slice(0, 19_990)} warm${i}`);
    const fresh = `${ad.slice(0, 19_990)} Zq${Date.now() % 1000}`;
    // CPU time of this process, not wall time: the test machine is shared, and a busy neighbour must not count.
    const t0 = process.cpuUsage();
    const m = matchProfile(p, fresh);
    const used = process.cpuUsage(t0);
    const ms = (used.user + used.system) / 1000;
    expect(m.rate).toBeGreaterThan(0);
    expect(ms).toBeLessThan(50);
  });
});
