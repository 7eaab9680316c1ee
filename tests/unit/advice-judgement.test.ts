// Suggestions and texts to copy that read a synthetic person right: current and recent work over old roles, a gap
// only when recent, education by what the entry is, numbers that agree with the sentence, the person's language.
import { describe, expect, it } from 'vitest';
import {
  contentLanguage,
  groundedRewrites,
  personalAnalysis,
  rubricOnlyContent,
} from '../../edge/core/advice/rubric-advice.ts';
import { type Profile, type ProfileInput, ProfileSchema } from '../../edge/core/profile/schema.ts';
import { scoreProfile } from '../../edge/core/rubric/score.ts';

const ABOUT =
  'I build data platforms that teams trust. At Northwind I lead a group of four engineers who run the pipelines behind every report the company sells. ';

type Over = Omit<Partial<ProfileInput>, 'basics'> & { basics?: Partial<ProfileInput['basics']> };

function person(over: Over = {}): Profile {
  return ProfileSchema.parse({
    basics: { name: 'Sam Example', label: 'Data Engineer at Northwind', summary: ABOUT, ...over.basics },
    work: over.work ?? [
      {
        name: 'Northwind',
        position: 'Data Engineer',
        startDate: '2016-01',
        summary:
          'Built the Spark and Airflow pipelines that feed the sales reports. Cut the nightly load from 6 hours to 40 minutes with Airflow.',
      },
      {
        name: 'Contoso Labs',
        position: 'Chemist',
        startDate: '1995-01',
        endDate: '2004-12',
        summary: 'Ran chromatography analyses for the quality team. Ran chromatography on 300 samples a month.',
      },
    ],
    education: over.education ?? [],
    skills: over.skills ?? [{ name: 'Chromatography' }, { name: 'Spark' }, { name: 'Airflow' }],
    topSkills: over.topSkills ?? ['Chromatography', 'Spark', 'Airflow'],
    meta: over.meta,
  } as ProfileInput);
}

const advice = (p: Profile) => {
  const a = personalAnalysis(p, scoreProfile(p, { asOf: '2026-06' }), { asOf: '2026-06' });
  return [...Object.values(a.sections), a.basics].flatMap((s) => s.suggestions.map((x) => x.text));
};

describe('advice that reads the person right', () => {
  it('takes headline terms from current and recent roles, never an old field, and never one the headline has', () => {
    const p = person();
    const w = groundedRewrites(p, 'en');
    for (const h of w.headlines) expect(h).not.toMatch(/chromatography/i);
    for (const s of advice(p)) if (/headline/i.test(s)) expect(s).not.toMatch(/chromatography/i);
    const has = person({ basics: { label: 'Data Engineer | spark pipelines | airflow' } });
    for (const s of advice(has)) if (/headline/i.test(s)) expect(s).not.toMatch(/\b(?:spark|airflow)\b.*search/i);
  });

  it('keeps the AI terms at the core of a headline in every option', () => {
    const p = person({ basics: { label: 'Data Engineer | LLM agents' } });
    for (const h of groundedRewrites(p, 'en').headlines) expect(h).toMatch(/LLM agents/);
  });

  it('never names an ended role as the one held now for a person between jobs', () => {
    const p = person({
      basics: { label: 'Engineer', summary: '' },
      work: [
        {
          name: 'Northwind',
          position: 'Data Engineer',
          startDate: '2016-01',
          endDate: '2024-06',
          summary: 'Built pipelines.',
        },
        { name: 'Contoso', position: 'Analyst', startDate: '2012-01', endDate: '2015-12', summary: 'Wrote reports.' },
      ],
    });
    for (const s of advice(p)) expect(s).not.toMatch(/hold now|what you do as/i);
  });

  it('raises no gap from twelve years ago', () => {
    const p = person({
      work: [
        { name: 'Northwind', position: 'Data Engineer', startDate: '2014-01', summary: 'Built pipelines.' },
        { name: 'Contoso', position: 'Analyst', startDate: '2008-01', endDate: '2011-12', summary: 'Wrote reports.' },
      ],
      meta: { language: 'en' } as ProfileInput['meta'],
    });
    const a = scoreProfile(p, { asOf: '2026-06' });
    expect(a.sections.experience.checks.find((c) => c.id === 'experience.gaps')?.points).toBeLessThan(
      a.sections.experience.checks.find((c) => c.id === 'experience.gaps')?.max ?? 0,
    );
    for (const s of advice(p)) expect(s).not.toMatch(/\bgap\b/i);
  });

  it('reads an education entry for what it is', () => {
    const p = person({
      education: [
        { institution: 'Coursera', area: 'Deep Learning Specialization' },
        {
          institution: 'State University',
          studyType: 'Bachelor of Science - BS, Computer Science',
          startDate: '2010',
          endDate: '2014',
        },
      ],
    });
    for (const s of advice(p)) {
      expect(s).not.toMatch(/degree you earned at Coursera|Name your degree at Coursera/i);
      expect(s).not.toMatch(/field of study to State University/i);
    }
  });

  it('says nothing its own numbers contradict', () => {
    const long = person({ basics: { summary: `${ABOUT.repeat(9)}`.slice(0, 1390), label: 'Engineer' } });
    for (const s of advice(long)) {
      expect(s).not.toMatch(/is thin/i);
      expect(s).not.toMatch(/cut it after/i);
    }
  });

  it('speaks the language of the person’s own words, not the export’s interface', () => {
    const p = person({ basics: { summary: '' }, meta: { language: 'fr' } as ProfileInput['meta'] });
    expect(contentLanguage(p, { content_language: 'und' })).toBe('en');
    // Skill names a Spanish interface printed in Spanish are not the person's words.
    const es = person({
      skills: [{ name: 'Aprendizaje automático' }, { name: 'Spark' }],
      topSkills: ['Aprendizaje automático'],
      meta: { language: 'es' } as ProfileInput['meta'],
    });
    for (const s of advice(es)) expect(s).not.toMatch(/Aprendizaje/);
  });

  it('never asks a headline to add what its abbreviation already says', () => {
    const p = person({
      basics: { label: 'Data Engineer | AI & ML' },
      skills: [{ name: 'Machine Learning' }],
      topSkills: ['Machine Learning'],
      work: [
        {
          name: 'Northwind',
          position: 'Data Engineer',
          startDate: '2016-01',
          summary: 'Built machine learning pipelines in Spark. Cut the nightly load from 6 hours to 40 minutes.',
        },
      ],
    });
    for (const s of advice(p)) expect(s).not.toMatch(/(?:specialty,|^Name) Machine Learning/);
  });

  it('offers no optional extras while the profile has larger problems', () => {
    const p = person({ basics: { summary: 'Engineer.', label: 'Engineer' } });
    for (const s of advice(p)) expect(s).not.toMatch(/certification|Languages section/i);
  });

  it('rewrites a role without link leftovers, employer boilerplate as a result, or lost headings', () => {
    const p = person({
      work: [
        {
          name: 'Northwind',
          position: 'Data Engineer',
          startDate: '2016-01',
          summary:
            'Northwind is a leading provider of retail analytics.\nProject Atlas:\nBuilt the Spark pipelines behind 40 sales reports.\nMigrated 12 jobs to Airflow.\nSee [link removed] for the demo.',
        },
      ],
    });
    const d = groundedRewrites(p, 'en').descriptions[0].description;
    expect(d).not.toContain('[link removed]');
    expect(d).not.toMatch(/^• Northwind is/m);
    expect(d.indexOf('Project Atlas:')).toBeLessThan(d.indexOf('Built the Spark'));
  });

  it('never swaps a solid About for an outline', () => {
    const about = `${ABOUT}We cut costs by 30% in 2023. `.repeat(6);
    const p = person({ basics: { summary: about } });
    const c = rubricOnlyContent(p, scoreProfile(p));
    expect(c.about_rewrite).not.toMatch(/^\[One sentence/);
    expect(c.about_rewrite).toContain('I build data platforms');
  });
});
