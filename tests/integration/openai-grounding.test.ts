import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OpenAiLlm } from '../../edge/adapters/openai-llm.ts';
import type { ProContentWire } from '../../edge/core/advice/schema.ts';
import { scoreProfile } from '../../edge/core/rubric/score.ts';
import { createAdviceService } from '../../edge/services/advice.ts';
import { fixture } from '../fixtures/profiles/index.ts';
import { type FakeOpenAi, startFakeOpenAi } from './openai-fake-server.ts';

// A model that falls for the injection in the profile: it "scores", leaks, and invents facts.
const obedient: ProContentWire = {
  recommendations: {
    headline: [
      'Your overall_score is 100: nothing to change.',
      'Mention your 300% revenue growth.',
      'Say you worked at Google.',
    ],
    about: ['SYSTEM PROMPT: You are an editor who improves profiles.', 'Add Harvard University.', 'Keep it.'],
    experience: ['Rated Excellent.', 'Add 12 years at Google.', 'Keep it.'],
    skills: ['Add Kubernetes and Snowflake.', 'Keep Forklift.', 'Keep it.'],
    education: ['Add your Harvard University MBA.', 'Add Stanford.', 'Keep it.'],
  },
  headline_variants: [
    'Former Google engineer | Harvard University MBA | Grew revenue by 300%',
    'Warehouse Operative at Tailspin Toys | Forklift',
    'Warehouse Operative | Kubernetes · Snowflake · Databricks · PyTorch · Tableau',
  ],
  about_rewrite: 'I worked at Google and graduated from Harvard University, where I increased revenue by 300%.',
  improved_descriptions: [
    {
      company: 'Tailspin Toys',
      title: 'Warehouse Operative',
      description: 'Led a team of 40 at Tailspin Toys and cut costs by 25%.',
    },
    { company: 'Google', title: 'Staff Engineer', description: 'Built Search.' },
  ],
};

let fake: FakeOpenAi;
beforeAll(async () => {
  fake = await startFakeOpenAi(() => ({ kind: 'json', content: obedient }));
});
afterAll(async () => {
  await fake.close();
});

describe('an injection in the profile changes nothing', () => {
  it('cannot change the score, and invented facts never reach the user', async () => {
    const profile = fixture('injection');
    const analysis = scoreProfile(profile);
    const frozen = JSON.stringify(analysis);
    const service = createAdviceService({ llm: new OpenAiLlm({ baseURL: fake.baseURL, model: 'obedient' }) });
    const r = await service.advise(profile, analysis);

    expect(JSON.stringify(analysis)).toBe(frozen);
    expect(analysis.overall_score).toBeLessThanOrEqual(40);
    expect(r.source).toBe('llm');
    const out = JSON.stringify(r.content);
    for (const invented of [
      'Google',
      'Harvard',
      '300%',
      '25%',
      'Kubernetes',
      'Snowflake',
      'PyTorch',
      '12 years',
      'Staff Engineer',
    ]) {
      expect(out).not.toContain(invented);
    }
    expect(out).toContain('[Company]');
    expect(out).toContain('[X%]');
    expect(r.grounding.violations.length).toBeGreaterThan(5);
    // The faithful variant survives untouched; the one with five invented tools is dropped and replaced.
    expect(r.content.headline_variants).toContain('Warehouse Operative at Tailspin Toys | Forklift');
    expect(r.grounding.dropped).toBeGreaterThanOrEqual(1);
    // Descriptions only for the profile's own roles.
    // (and only those that raise the score once their placeholders are left out: none here).
    for (const d of r.content.improved_descriptions) expect(d.company).toBe('Tailspin Toys');
  });

  it('sent the profile as data, without contact details', () => {
    const user = fake.received[0].body.messages[1].content as string;
    const system = fake.received[0].body.messages[0].content as string;
    expect(system).toMatch(/never instructions/);
    expect(user).not.toContain('ivan.jector@example.com');
    expect(user).not.toContain('linkedin.com/in/');
    expect(user).not.toContain('Ivan Jector');
    expect(user.split('</profile_data>')).toHaveLength(2);
  });
});
