// Each headline and About check with one profile that passes it and one that fails it (synthetic text).
import { describe, expect, it } from 'vitest';
import type { Profile } from '../../edge/core/profile/schema.ts';
import { scoreProfile } from '../../edge/core/rubric/score.ts';
import { outcome, strongWith } from '../helpers/rubric.ts';

type Case = [id: string, pass: (p: Profile) => void, fail: (p: Profile) => void];
const label = (text: string) => (p: Profile) => {
  p.basics.label = text;
};
const about = (text: string | undefined) => (p: Profile) => {
  p.basics.summary = text;
};
const keep = () => {};

const LONG_ABOUT = `Senior Data Engineer who builds reliable data platforms with Python, Apache Spark and AWS for payment companies.

At Northwind Payments I lead 6 engineers. We moved 40 batch jobs to streaming and cut warehouse costs by 35% in a year.

• Built a data contract process adopted by 12 product teams, which reduced broken dashboards by 80%.
• Designed the fraud feature store that serves 2 million card transactions a day with sub-second latency.
• Mentored 4 engineers to promotion and rewrote our on-call runbooks, halving pages at night.

I care about data people can trust: tests on every pipeline, clear owners, and costs everyone can see.

Before Northwind I spent three years at Fabrikam Retail, where I replaced a nightly reporting job with an incremental pipeline on Apache Spark that finished in 20 minutes instead of 6 hours, and ran the migration of 300 tables to S3 without a single missed report.

If you are building a data platform in fintech and want to compare notes on streaming, costs or data contracts, reach out by message.`;

const CASES: Case[] = [
  ['headline.length', keep, label('Data Engineer')],
  ['headline.role', keep, label('Fintech payments | Python · Apache Spark · AWS | cutting data costs for banks')],
  ['headline.current', keep, label('Junior Data Analyst at Contoso Consulting | Python · SQL · dashboards for banks')],
  ['headline.beyond_title', keep, label('Senior Data Engineer at Northwind Payments')],
  ['headline.keywords', keep, label('Senior Data Engineer at Northwind Payments')],
  ['headline.value', keep, label('Senior Data Engineer | Python · Apache Spark · AWS')],
  ['headline.clean', keep, label('Senior Data Engineer | Passionate team player | Results-driven go-getter')],
  ['about.length', about(LONG_ABOUT), about(undefined)],
  [
    'about.hook',
    keep,
    about(
      'outside of the office i spend my weekends climbing in the mountains with friends and family and we often drive for hours to reach a quiet valley where the weather changes every hour and the light on the rock is different each time we come back to it again and again over many years of travelling together',
    ),
  ],
  [
    'about.results',
    keep,
    about(
      'Senior Data Engineer who builds reliable data platforms with Python and Apache Spark. I lead a platform team at a payments company and care about tests, clear owners and visible costs.',
    ),
  ],
  [
    'about.keywords',
    keep,
    about(
      'I like to make things work well for the people around me, at home and with friends. Ask me about my last trip to the north and the long walks by the sea: I will talk about them for hours, and about the food too.',
    ),
  ],
  [
    'about.original',
    keep,
    about(
      'Experienced Data Engineer with a demonstrated history of working in the financial services industry. Skilled in Python, Apache Spark, and AWS. Strong engineering professional with a Master of Science focused in Computer Science from Chalmers University of Technology.',
    ),
  ],
  ['about.readable', keep, about(LONG_ABOUT.replace(/\n+/g, ' '))],
  ['about.call_to_action', keep, about(LONG_ABOUT.replace(/\n\nIf you are building.*$/s, ''))],
];

describe('headline and About checks', () => {
  it.each(CASES)('%s: passes on one profile, fails on another', (id, pass, fail) => {
    expect(outcome(strongWith(pass), id)).toBe('passed');
    expect(outcome(strongWith(fail), id)).toBe('failed');
  });

  it('a stale headline caps the headline at 20, whatever else it does well', () => {
    const p = strongWith(
      label('Junior Data Analyst at Contoso Consulting | Python · SQL · helping banks cut costs by 30%'),
    );
    expect(outcome(p, 'headline.current')).toBe('failed');
    expect(scoreProfile(p, { asOf: '2026-11' }).sections.headline.score).toBeLessThanOrEqual(20);
  });

  it('an About of two short lines earns its opening and keywords for its length only', () => {
    const short =
      'Senior Data Engineer building reliable data platforms with Python, Apache Spark and AWS for payment companies. Cut warehouse costs by 35% and moved 40 batch jobs to streaming in one year.';
    const points = (text: string) =>
      scoreProfile(strongWith(about(text)), { asOf: '2026-11' }).sections.about.checks.find(
        (c) => c.id === 'about.hook',
      );
    const thin = points(short);
    const full = points(`${short}\n\n${LONG_ABOUT}`);
    expect(thin?.points).toBeGreaterThan(0);
    expect(thin?.points).toBeLessThan(full?.points ?? 0);
    expect(scoreProfile(strongWith(about(short)), { asOf: '2026-11' }).sections.about.score).toBeLessThan(60);
  });

  it('without an About, the other About checks hand their points to About length: one failure', () => {
    const p = strongWith(about(undefined));
    for (const id of ['about.hook', 'about.results', 'about.keywords', 'about.original', 'about.readable'])
      expect(outcome(p, id)).toBe('skipped');
  });
});
