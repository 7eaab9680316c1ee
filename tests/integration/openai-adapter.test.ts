import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OpenAiLlm } from '../../edge/adapters/openai-llm.ts';
import { rubricOnlyContent } from '../../edge/core/advice/rubric-advice.ts';
import { ProContentSchema, type ProContentWire } from '../../edge/core/advice/schema.ts';
import { scoreProfile } from '../../edge/core/rubric/score.ts';
import { createAdviceService } from '../../edge/services/advice.ts';
import { fixture } from '../fixtures/profiles/index.ts';
import { type FakeOpenAi, type Reply, startFakeOpenAi } from './openai-fake-server.ts';

// The strong profile with a bare headline and a one-line About: rewrites there have points to gain.
const profile = fixture('strong');
profile.basics.label = 'Senior Data Engineer';
profile.basics.summary = 'I build reliable data platforms with Python, Apache Spark and AWS.';
const analysis = scoreProfile(profile);
const fallback = rubricOnlyContent(profile, analysis);

// What a well-behaved model returns: grounded in the profile, in the wire shape.
const good: ProContentWire = {
  recommendations: {
    headline: ['Keep "Senior Data Engineer" first.', 'Name Apache Kafka as well.', 'Mention fintech early.'],
    about: ['Open with the 35% cost cut.', 'Keep the bullets short.', 'Keep the invitation at the end.'],
    experience: [
      'Lead with the 24 hours to 15 minutes result.',
      'Add the team size to Fabrikam Retail.',
      'Trim older roles.',
    ],
    skills: [
      'Pin dbt if you want data modelling roles.',
      'Keep Python, Apache Spark and AWS on top.',
      'Remove Docker if it is not a focus.',
    ],
    education: ['Add your thesis topic.', 'Keep the official school names.', 'Add the AWS certification date.'],
  },
  headline_variants: [
    'Senior Data Engineer | Python · Apache Spark · AWS | Cut data costs by 35% at Northwind Payments',
    'Senior Data Engineer building streaming platforms on AWS with Apache Kafka and dbt',
    'Data platforms for fintech | Senior Data Engineer | Python, Apache Spark, Terraform',
  ],
  about_rewrite:
    'I build reliable data platforms with Python, Apache Spark and AWS.\n\nAt Northwind Payments I lead a team of 6 engineers; we cut warehouse costs by 35%.\n\nLet’s connect.',
  improved_descriptions: [
    {
      company: 'Northwind Payments',
      title: 'Senior Data Engineer',
      description: '• Cut Redshift and S3 costs by 35% ($420K a year).',
    },
  ],
};

let fake: FakeOpenAi;
let script: (body: any, n: number) => Reply = () => ({ kind: 'json', content: good });

beforeAll(async () => {
  fake = await startFakeOpenAi((body, n) => script(body, n));
});
afterAll(async () => {
  await fake.close();
});

const llm = (timeoutMs = 2_000) =>
  new OpenAiLlm({ apiKey: 'sk-test', baseURL: fake.baseURL, model: 'test-model', timeoutMs });

describe('OpenAiLlm against a local fake server', () => {
  it('sends a structured-output request at temperature 0 and parses the answer', async () => {
    script = () => ({ kind: 'json', content: good });
    const before = fake.received.length;
    const out = await llm().advise({ profile, analysis });
    expect(out.model).toBe('test-model');
    expect(out.content).toEqual(good);
    const req = fake.received[before];
    expect(req.headers.authorization).toBe('Bearer sk-test');
    expect(req.body.model).toBe('test-model');
    expect(req.body.temperature).toBe(0);
    expect(req.body.response_format.type).toBe('json_schema');
    expect(req.body.response_format.json_schema.name).toBe('pro_content');
    expect(req.body.response_format.json_schema.strict).toBe(true);
    expect(Object.keys(req.body.response_format.json_schema.schema.properties).sort()).toEqual([
      'about_rewrite',
      'headline_variants',
      'improved_descriptions',
      'recommendations',
    ]);
    expect(req.body.messages.map((m: { role: string }) => m.role)).toEqual(['system', 'user']);
  });

  it('gives grounded LLM content through the advice service', async () => {
    script = () => ({ kind: 'json', content: good });
    const service = createAdviceService({ llm: llm() });
    const r = await service.advise(profile, analysis);
    expect(r.source).toBe('llm');
    expect(r.model).toBe('test-model');
    expect(r.grounding.violations).toEqual([]);
    ProContentSchema.parse(r.content);
    // Every variant raises the bare headline, so all three are offered, each with its measured gain.
    expect(r.content.headline_variants).toEqual(good.headline_variants);
    expect(r.content.gains?.headline_variants.every((g) => g > 0)).toBe(true);
    expect(r.content.about_rewrite).toBe(good.about_rewrite);
    // Suggestions are the rubric's, with their gains, whatever the model says.
    expect(r.content.recommendations).toEqual(fallback.recommendations);
    // The model's one-line Northwind description would lose points against the original: not offered (the
    // grounded writer's edit of the person's own text stands in for it).
    expect(r.content.improved_descriptions.map((d) => d.description)).not.toContain(
      good.improved_descriptions[0].description,
    );
    expect(r.content.improved_descriptions).toEqual(fallback.improved_descriptions);
  });

  it('replaces, field by field, rewrites that do not raise the score with the grounded writer', async () => {
    const flat = { ...good, headline_variants: ['Senior Data Engineer'], about_rewrite: profile.basics.summary ?? '' };
    script = () => ({ kind: 'json', content: flat });
    const r = await createAdviceService({ llm: llm() }).advise(profile, analysis);
    expect(r.source).toBe('llm');
    expect(r.content.headline_variants).toEqual(fallback.headline_variants);
    expect(r.content.gains?.headline_variants).toEqual(fallback.gains?.headline_variants);
    // The model handed the About back unchanged: the grounded writer's help stands in (an outline of the person's
    // results here, worth no points of its own).
    expect(r.content.about_rewrite).toBe(fallback.about_rewrite);
    expect(r.content.about_rewrite).not.toBe(profile.basics.summary);
    expect(r.content.gains?.about_rewrite).toBe(fallback.gains?.about_rewrite);
  });

  it('caches by profile: the same profile twice makes one call', async () => {
    script = () => ({ kind: 'json', content: good });
    const service = createAdviceService({ llm: llm() });
    const before = fake.received.length;
    const first = await service.advise(profile, analysis);
    const second = await service.advise(structuredClone(profile), analysis);
    expect(fake.received.length - before).toBe(1);
    expect([first.cached, second.cached]).toEqual([false, true]);
    expect(second.content).toEqual(first.content);
    await service.advise(fixture('average'), scoreProfile(fixture('average')));
    expect(fake.received.length - before).toBe(2);
  });
});

describe('every failure falls back to rubric-only content, never an error', () => {
  const cases: Array<[string, (body: any, n: number) => Reply, number]> = [
    ['malformed JSON', () => ({ kind: 'text', content: '{"recommendations": {"headline": ["a"' }), 1],
    ['HTTP 500 (after one retry)', () => ({ kind: 'status', status: 500 }), 2],
    ['a timeout (after one retry)', () => ({ kind: 'hang' }), 2],
    ['a schema mismatch', () => ({ kind: 'json', content: { recommendations: 'none', headline_variants: 3 } }), 1],
    ['a refusal', () => ({ kind: 'refusal' }), 1],
    ['HTTP 401', () => ({ kind: 'status', status: 401 }), 1],
  ];

  it.each(cases)('on %s', async (_name, reply, calls) => {
    script = reply;
    const warnings: string[] = [];
    const logger = {
      info() {},
      error() {},
      warn: (m: string, f?: Record<string, unknown>) => warnings.push(`${m} ${JSON.stringify(f)}`),
    };
    const service = createAdviceService({ llm: llm(300), logger });
    const before = fake.received.length;
    const r = await service.advise(fixture('average'), scoreProfile(fixture('average')));
    expect(r.source).toBe('rubric-only');
    expect(r.model).toBe('rubric-only');
    expect(r.content).toEqual(rubricOnlyContent(fixture('average'), scoreProfile(fixture('average'))));
    expect(r.fallback_reason).toBeTruthy();
    expect(fake.received.length - before).toBe(calls);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).not.toContain('Jordan');
  });
});
