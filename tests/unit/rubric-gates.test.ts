// Caps close only on clearly empty content; a weak but real text loses a check's points and is not capped. And a
// headline is stale only when it names a former employer in none of the current one's common forms.
import { describe, expect, it } from 'vitest';
import type { Profile } from '../../edge/core/profile/schema.ts';
import { experienceChecks } from '../../edge/core/rubric/checks/experience.ts';
import { headlineChecks } from '../../edge/core/rubric/checks/headline.ts';
import { buildContext } from '../../edge/core/rubric/context.ts';
import { companyMention } from '../../edge/core/rubric/employers.ts';
import { scoreProfile } from '../../edge/core/rubric/score.ts';
import { outcome, strongWith } from '../helpers/rubric.ts';

const AS_OF = { asOf: '2026-11' };
const score = (p: Profile) => scoreProfile(p, AS_OF);
/** Whether a check finds the text clearly empty (what a content gate closes on). */
const empty = (p: Profile, check: (ctx: ReturnType<typeof buildContext>) => unknown) => {
  const f = check(buildContext(p, AS_OF)) as { empty?: boolean };
  return f.empty === true;
};
const label = (text: string) => (p: Profile) => {
  p.basics.label = text;
};

describe('company names in their common forms', () => {
  it.each([
    ['Senior Engineer at Amazon', 'Amazon Web Services (AWS)'],
    ['Cloud Architect @ AWS', 'Amazon Web Services'],
    ['Data Scientist at Google', 'Alphabet Inc.'],
    ['Engineer at Facebook', 'Meta'],
    ['Consultant at Siemens', 'Siemens AG'],
    ['Analyst at Acme', 'Acme Ltd.'],
    ['Developer @FannieMae', 'Fannie Mae'],
    ['Engineer at Velotio', 'Velotio Technologies'],
  ])('"%s" names %s', (text, company) => {
    expect(companyMention(text, company)).toBe('named');
  });

  it('reads "Ex-" and "formerly" as a former employer marked as such', () => {
    expect(companyMention('Engineer at Velotio | Ex-OkCredit', 'OkCredit')).toBe('former');
    expect(companyMention('Analyst, formerly Google', 'Google')).toBe('former');
    expect(companyMention('Analyst at Contoso', 'Google')).toBeNull();
  });

  it('does not call a headline stale for the parent company of the current employer', () => {
    const p = strongWith((x) => {
      x.work[0].name = 'Amazon Web Services (AWS)';
      x.basics.label = 'Senior Data Engineer at Amazon | Python · Apache Spark · building trusted analytics';
    });
    expect(outcome(p, 'headline.current')).toBe('passed');
    expect(score(p).sections.headline.gate).toBeUndefined();
  });

  it('does not call "Ex-<former employer>" stale, but a headline that still names one is', () => {
    const marked = strongWith(label('Senior Data Engineer at Northwind Payments | Ex-Fabrikam Retail | Python'));
    expect(outcome(marked, 'headline.current')).toBe('passed');
    const stale = strongWith(label('Data Engineer at Fabrikam Retail | Python · Apache Spark'));
    expect(outcome(stale, 'headline.current')).toBe('failed');
    expect(score(stale).sections.headline.score).toBeLessThanOrEqual(20);
  });
});

describe('gates close only on clearly empty content', () => {
  it('a keyword-rich headline that names a role is not empty and not capped', () => {
    const p = strongWith(
      label('Full Stack Developer | React · Node.js · TypeScript · PostgreSQL · Docker · AWS · GraphQL'),
    );
    expect(empty(p, headlineChecks['headline.clean'])).toBe(false);
    expect(score(p).sections.headline.gate).toBeUndefined();
  });

  it('a headline of clichés with no role is empty, and the section stays at or below the cap', () => {
    const p = strongWith(label('Passionate team player | Results-driven go-getter'));
    expect(empty(p, headlineChecks['headline.clean'])).toBe(true);
    expect(score(p).sections.headline.score).toBeLessThanOrEqual(35);
  });

  it('two clichés in a real About lower the check but do not cap the About', () => {
    const p = strongWith((x) => {
      x.basics.summary = `I am a passionate team player. ${x.basics.summary}`;
    });
    expect(outcome(p, 'about.original')).not.toBe('passed');
    expect(score(p).sections.about.gate).toBeUndefined();
  });

  it('one tech-stack line repeated in every role is not empty and does not cap Experience', () => {
    const p = strongWith((x) => {
      for (const w of x.work) w.summary = `${w.summary ?? ''}\nTech stack: Python, Apache Spark, AWS, Airflow.`;
    });
    expect(empty(p, experienceChecks['experience.original'])).toBe(false);
    expect(score(p).sections.experience.gate).toBeUndefined();
  });

  it('one paragraph pasted into every role is empty; the overall cap needs a second empty section', () => {
    const pasted =
      'Responsible for various tasks and projects as assigned. Worked with the team on daily activities. Helped the business with different initiatives as needed.';
    const p = strongWith((x) => {
      for (const w of x.work) w.summary = `${w.summary ?? ''}\n${pasted}\n${pasted}`;
    });
    expect(empty(p, experienceChecks['experience.original'])).toBe(true);
    expect(score(p).sections.experience.gate?.reason).toMatch(/pasted text/);
    expect(score(p).overall_gate).toBeUndefined();
  });

  it('a description repeated under an earlier title at the same employer still describes the latest role', () => {
    const p = strongWith((x) => {
      x.work[1].name = x.work[0].name;
      x.work[1].summary = x.work[0].summary;
    });
    const a = score(p);
    const described = a.sections.experience.checks.find((c) => c.id === 'experience.descriptions');
    expect(described?.evidence).toMatch(/^2 of your 3 recent roles/);
    expect(a.sections.experience.gate).toBeUndefined();
  });

  it('a short heading repeated in every role ("Responsibilities:") is not pasted text', () => {
    const p = strongWith((x) => {
      for (const w of x.work) w.summary = `Responsibilities:\n${w.summary ?? ''}`;
    });
    const notes = buildContext(p, AS_OF).content.roles.flatMap((r) => r.sentences);
    expect(notes.some((n) => n.text.startsWith('Responsibilities'))).toBe(true);
    expect(notes.filter((n) => n.dropped === 'pasted')).toEqual([]);
  });
});
