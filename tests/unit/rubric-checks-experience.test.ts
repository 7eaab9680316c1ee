// Each experience check with one profile that passes it and one that fails it (synthetic text).
import { describe, expect, it } from 'vitest';
import type { Profile } from '../../edge/core/profile/schema.ts';
import { scoreProfile } from '../../edge/core/rubric/score.ts';
import { describeRoles, outcome, strongWith } from '../helpers/rubric.ts';

type Case = [id: string, pass: (p: Profile) => void, fail: (p: Profile) => void];
const keep = () => {};

const NO_NUMBERS = [
  'Lead the data platform team that builds the streaming pipelines behind card payments. Designed the event model with the product teams and moved the nightly jobs to Apache Spark streaming with clear owners for every table.',
  'Built the retail data warehouse on AWS and the dbt models the finance team uses every morning. Introduced tests on every model and wrote the guide new analysts still read on their first day.',
  'Analysed store performance for regional managers and automated the weekly sales pack in Python so that managers could read it before their Monday meeting instead of waiting for it.',
];
const NO_VERBS = [
  'The data platform of the payments company: streaming pipelines on Apache Spark, the event model of the product teams, the warehouse on AWS and the owners of every table in it, with 40 jobs and 12 product teams.',
  'The retail data warehouse on AWS for the finance team and its dbt models, with tests on every model, documentation for 30 analysts and the morning reports for 60 stores across the region.',
  'Store performance for regional managers in Python and SQL: the weekly sales pack for 120 stores, the dashboards for the managers and the Monday meeting material for the 8 regional directors.',
];
const DUTIES = [
  'Responsible for the data platform of the payments team and its 40 pipelines. Involved in the design of the event model. Worked on the migration of the nightly jobs to streaming with the other engineers.',
  'Responsible for the retail data warehouse on AWS for 60 stores. Tasked with the dbt models of the finance team. Helped with the tests on every model and participated in the documentation work.',
  'Handled the weekly sales pack for 120 stores. Supported the regional managers with their reports. Assisted with the Monday meeting material and was responsible for the store dashboards.',
];
const CLICHES = [
  'Cut warehouse costs by 35% by moving 40 nightly jobs to Apache Spark streaming for the payments team. Passionate, results-driven team player. Dynamic go-getter who thinks outside the box. Hard-working self-starter with a can-do attitude.',
  'Built the retail warehouse on AWS that serves 60 stores and 30 analysts every morning. Proven track record of excellence. Detail-oriented strategic thinker. Always goes above and beyond to exceed expectations.',
  'Automated the weekly sales pack for 120 stores in Python, saving 6 hours a week. Highly motivated lifelong learner. Thrives in fast-paced environments. Known for a strong work ethic and a growth mindset.',
];

const CASES: Case[] = [
  [
    'experience.roles',
    keep,
    (p) => {
      p.work = [];
    },
  ],
  [
    'experience.current_role',
    keep,
    (p) => {
      p.work[0].endDate = '2024-01';
    },
  ],
  [
    'experience.descriptions',
    keep,
    (p) => {
      for (const w of p.work) w.summary = undefined;
    },
  ],
  ['experience.results', keep, (p) => describeRoles(p, NO_NUMBERS)],
  ['experience.action_verbs', keep, (p) => describeRoles(p, NO_VERBS)],
  ['experience.duties', keep, (p) => describeRoles(p, DUTIES)],
  ['experience.original', keep, (p) => describeRoles(p, CLICHES)],
  [
    'experience.gaps',
    keep,
    (p) => {
      p.work[1].startDate = '2019-06';
      p.work[1].endDate = '2020-01';
      p.work[2].startDate = '2014-01';
      p.work[2].endDate = '2014-12';
    },
  ],
];

describe('experience checks', () => {
  it.each(CASES)('%s: passes on one profile, fails on another', (id, pass, fail) => {
    expect(outcome(strongWith(pass), id)).toBe('passed');
    expect(outcome(strongWith(fail), id)).toBe('failed');
  });

  it('one cause, one penalty: without descriptions, the checks that read them are not applied', () => {
    const p = strongWith((x) => {
      for (const w of x.work) w.summary = undefined;
    });
    for (const id of ['experience.results', 'experience.action_verbs', 'experience.duties', 'experience.original'])
      expect(outcome(p, id)).toBe('skipped');
    expect(outcome(p, 'experience.current_role')).toBe('passed');
  });

  it('a one-line description beside described roles is thin, not missing', () => {
    const points = (summary: string | undefined) => {
      const p = strongWith((x) => {
        x.work[x.work.length - 1].summary = summary;
      });
      return scoreProfile(p, { asOf: '2026-11' }).sections.experience.checks.find(
        (c) => c.id === 'experience.descriptions',
      )?.points;
    };
    expect(points('Built the billing service that handles every invoice.')).toBeGreaterThan(points(undefined) ?? 0);
  });

  it('results, plural: a role with one measured outcome counts half of one with two', () => {
    const ROLES = [
      'Rebuilt the billing platform on event streams and moved every invoice run to it. Cut monthly cloud costs by 22%.',
      'Designed the search service for the mobile catalogue and ran its launch across four markets. Cut page load time by 35%.',
      'Migrated the payments ledger to PostgreSQL and wrote the reconciliation jobs finance relies on. Halved refund time by 50%.',
      'Built the reporting pipeline for the sales team and trained analysts on the new dashboards. Reduced churn by 7%.',
    ];
    const MORE = [
      ' Lowered failed charges by 31%.',
      ' Grew search sessions by 18%.',
      ' Saved $40,000 a year in fees.',
      ' Increased renewals by 11%.',
    ];
    const points = (more: boolean) => {
      const p = strongWith((x) =>
        x.work.forEach((w, i) => {
          w.summary = `${ROLES[i % 4]}${more ? MORE[i % 4] : ''}`;
        }),
      );
      return scoreProfile(p, { asOf: '2026-11' }).sections.experience.checks.find((c) => c.id === 'experience.results');
    };
    const one = points(false);
    const two = points(true);
    expect(two?.result).toBe('passed');
    expect(one?.points).toBeLessThan(two?.points ?? 0);
    expect(one?.points).toBeGreaterThan(0);
  });

  it('a paragraph pasted into every role describes none of them', () => {
    const same = NO_NUMBERS[0];
    const p = strongWith((x) => describeRoles(x, [same]));
    expect(outcome(p, 'experience.descriptions')).toBe('failed');
  });

  it('internships alone are a start, not a career with depth', () => {
    const interns = strongWith((x) => {
      for (const w of x.work) w.position = 'Software Engineering Intern';
    });
    expect(outcome(interns, 'experience.roles')).toBe('failed');
    const stage = strongWith((x) => {
      x.work[0].position = 'Stage Manager';
    });
    expect(outcome(stage, 'experience.roles')).toBe('passed');
  });

  it('someone whose last role ended within the year is between roles, not missing a current one', () => {
    const p = strongWith((x) => {
      x.work[0].endDate = '2026-03';
    });
    expect(outcome(p, 'experience.current_role')).toBe('passed');
    const old = strongWith((x) => {
      x.work[0].endDate = '2024-01';
    });
    expect(outcome(old, 'experience.current_role')).toBe('failed');
  });

  it('a student with no current job still has a current role', () => {
    const p = strongWith((x) => {
      x.work[0].endDate = '2024-01';
      x.education[0].endDate = '2027';
    });
    expect(outcome(p, 'experience.current_role')).toBe('passed');
  });
});
