// Each skills, education and profile-basics check with one profile that passes it and one that fails it.
import { describe, expect, it } from 'vitest';
import type { Profile } from '../../edge/core/profile/schema.ts';
import { scoreProfile } from '../../edge/core/rubric/score.ts';
import { outcome, strongWith } from '../helpers/rubric.ts';

type Case = [id: string, pass: (p: Profile) => void, fail: (p: Profile) => void];
const keep = () => {};

const CASES: Case[] = [
  [
    'skills.relevant',
    keep,
    (p) => {
      p.topSkills = ['Microsoft Word', 'Typing', 'Email'];
    },
  ],
  [
    'skills.backed',
    keep,
    (p) => {
      p.topSkills = ['Scala', 'Kotlin', 'GraphQL'];
    },
  ],
  [
    'skills.certifications',
    keep,
    (p) => {
      p.certificates = [{ name: 'Typing Certificate - 65 WPM', issuer: 'KeyStrokes Academy' }];
    },
  ],
  [
    'skills.count',
    keep,
    (p) => {
      p.skills = [{ name: 'Python' }, { name: 'SQL' }];
    },
  ],
  [
    'education.entries',
    keep,
    (p) => {
      p.education = [{ institution: 'Master of Business Administration' }];
    },
  ],
  [
    'education.degree',
    keep,
    (p) => {
      for (const e of p.education) e.studyType = undefined;
    },
  ],
  [
    'education.field',
    keep,
    (p) => {
      for (const e of p.education) e.area = undefined;
    },
  ],
  [
    'education.relevant',
    keep,
    (p) => {
      p.education = [
        { institution: 'Royal College of Music', studyType: 'Bachelor of Music', area: 'Piano Performance' },
      ];
    },
  ],
  [
    'education.level',
    (p) => {
      p.education[0].studyType = 'Doctor of Philosophy (PhD)';
    },
    (p) => {
      p.education = [{ institution: 'Chalmers University of Technology' }];
    },
  ],
  [
    'education.depth',
    keep,
    (p) => {
      p.education = [{ institution: 'Chalmers University of Technology', startDate: '2014', endDate: '2016' }];
    },
  ],
  [
    'education.dates',
    keep,
    (p) => {
      for (const e of p.education) {
        e.startDate = undefined;
        e.endDate = undefined;
      }
    },
  ],
  [
    'basics.contact',
    keep,
    (p) => {
      p.basics.email = undefined;
      p.basics.phone = undefined;
      p.basics.url = undefined;
      p.basics.profiles = p.basics.profiles.filter((x) => /linkedin/i.test(x.url));
    },
  ],
  [
    'basics.custom_url',
    keep,
    (p) => {
      p.basics.profiles = [{ network: 'LinkedIn', url: 'https://www.linkedin.com/in/maya-lindqvist-7b3a91204' }];
    },
  ],
  [
    'basics.languages',
    keep,
    (p) => {
      p.languages = [];
    },
  ],
];

describe('skills, education and profile basics checks', () => {
  it.each(CASES)('%s: passes on one profile, fails on another', (id, pass, fail) => {
    expect(outcome(strongWith(pass), id)).toBe('passed');
    expect(outcome(strongWith(fail), id)).toBe('failed');
  });

  it('skills count as relevant through the field even when the text does not name them', () => {
    const p = strongWith((x) => {
      x.topSkills = ['dbt', 'Snowflake', 'Airflow'];
    });
    expect(outcome(p, 'skills.relevant')).toBe('passed');
  });

  it('after 15 years of work missing education dates cost half, not all, of their points', () => {
    const undated = (years: string) =>
      strongWith((x) => {
        x.work[2].startDate = years;
        for (const e of x.education) {
          e.startDate = undefined;
          e.endDate = undefined;
        }
      });
    expect(outcome(undated('2004-01'), 'education.dates')).toBe('partial');
    expect(outcome(undated('2016-01'), 'education.dates')).toBe('failed');
  });

  it("reads a professional doctorate at the level of a master's degree, a research doctorate above it", () => {
    const level = (studyType: string) =>
      scoreProfile(
        strongWith((x) => {
          x.education = [{ institution: 'University of Illinois Chicago', studyType, area: 'Pharmacy' }];
        }),
      ).sections.education.checks.find((c) => c.id === 'education.level');
    const pharmd = level('Doctor of Pharmacy (Pharm.D.)');
    expect(pharmd?.evidence).toContain('a professional doctorate');
    expect(pharmd?.points).toBe(level('Master of Science (MS)')?.points);
    expect(level('MD, PhD')?.result).toBe('passed');
    expect(pharmd?.result).toBe('partial');
  });
});
