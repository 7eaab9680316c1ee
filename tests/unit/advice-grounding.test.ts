import { describe, expect, it } from 'vitest';
import { buildFacts } from '../../edge/core/advice/facts.ts';
import { groundText } from '../../edge/core/advice/grounding.ts';
import { llmProfile } from '../../edge/core/advice/pii.ts';
import { rubricOnlyContent } from '../../edge/core/advice/rubric-advice.ts';
import { scoreProfile } from '../../edge/core/rubric/score.ts';
import { FIXTURE_NAMES, fixture } from '../fixtures/profiles/index.ts';

// Facts of the strong synthetic profile: Northwind Payments, Fabrikam Retail, Contoso Consulting, Chalmers,
// University of Gothenburg, Python/Spark/AWS/dbt/Kafka/Terraform..., 35%, 92%, 80%, $420K, 3x, 40, 24, 15, 6 ...
const facts = buildFacts(llmProfile(fixture('strong')), 2025);

const ADVERSARIAL: Array<[kind: string, text: string]> = [
  ['number', 'Cut warehouse costs by 45% in one year.'],
  ['number', 'Improved conversion by 12% across the funnel.'],
  ['number', 'Reduced dashboard latency by 99.9%.'],
  ['number', 'Grew platform adoption 5x in a year.'],
  ['number', 'Boosted internal NPS by 27 points.'],
  ['number', 'Saved $1.2M annually on cloud spend.'],
  ['number', 'Increased team productivity by 50 percent.'],
  ['number', 'Managed a budget of €750K.'],
  ['company', 'Former Google engineer who loves reliable data.'],
  ['company', 'Previously at Spotify, building streaming pipelines.'],
  ['company', 'Led data platform work for Acme Corp.'],
  ['company', 'Joined Initech to scale analytics.'],
  ['company', 'Senior consultant at McKinsey & Company.'],
  ['company', 'Built streaming systems at Netflix and Uber.'],
  ['company', 'Data lead @ Globex Corporation.'],
  ['company', 'Ex-Amazon data engineer.'],
  ['school', 'Graduated from Harvard University with honours.'],
  ['school', 'MIT alumnus with a passion for data.'],
  ['school', 'Holds an MBA from INSEAD.'],
  ['school', 'Studied at the University of Oxford.'],
  ['school', 'Stanford-trained data engineer.'],
  ['school', 'Data engineer with a PhD from ETH Zurich.'],
  ['school', 'Proud alumna of Sorbonne Université.'],
  ['tool', 'Expert in Snowflake and Databricks.'],
  ['tool', 'Built forecasting models with PyTorch.'],
  ['tool', 'Deployed every service on Kubernetes.'],
  ['tool', 'Automated weekly reports in Tableau.'],
  ['tool', 'Migrated batch jobs to BigQuery.'],
  ['tool', 'Skilled in rust and golang.'],
  ['tool', 'Certified in Salesforce and HubSpot administration.'],
];

const GROUNDED = [
  'Senior Data Engineer | Python · Apache Spark · AWS | Helping fintech teams cut data costs by 35%',
  'At Northwind Payments I lead a team of 6 engineers and cut Redshift and S3 costs by 35% ($420K a year).',
  'Built the data quality framework at Fabrikam Retail that caught 92% of broken loads before they reached reports.',
  'Migrated 40 nightly batch jobs to Apache Spark Structured Streaming, from 24 hours to 15 minutes.',
  'I studied Computer Science at Chalmers University of Technology.',
  'Data Engineer with 9 years of experience across fintech and retail analytics.',
  'Mentored 4 engineers to promotion and ran 30+ hiring interviews.',
  'Delivered a churn model at Contoso Consulting that helped one client retain 1,200 subscribers.',
  'Let’s connect if you are building a data platform on AWS with dbt and Apache Kafka.',
  'Delivered [X%] improvement in [metric] for [team] using Terraform.',
];

describe('grounding check', () => {
  it('has 30 adversarial cases, and none of them passes', () => {
    expect(ADVERSARIAL).toHaveLength(30);
    const passed = ADVERSARIAL.filter(([, t]) => groundText(t, facts).ok);
    expect(passed.map(([, t]) => t)).toEqual([]);
  });

  it.each(ADVERSARIAL)('flags the invented %s in: %s', (kind, text) => {
    const g = groundText(text, facts);
    expect(g.violations.map((v) => v.kind)).toContain(kind);
    // The patched text keeps the sentence, carries a placeholder, and passes the same check.
    expect(g.text).toMatch(/\[[^\]]+\]/);
    expect(groundText(g.text, facts).ok).toBe(true);
    for (const v of g.violations) expect(g.text).not.toContain(v.token);
  });

  it.each(GROUNDED)('lets a faithful rewrite through untouched: %s', (text) => {
    const g = groundText(text, facts);
    expect(g.violations).toEqual([]);
    expect(g.text).toBe(text);
  });

  it('strips contact details from a rewrite', () => {
    const g = groundText('Reach me at maya@example.com or https://evil.example.com/x or +44 20 7946 0958.', facts);
    expect(g.violations.filter((v) => v.kind === 'contact')).toHaveLength(3);
    expect(g.text).not.toMatch(/@|https?:|7946/);
  });

  it('does not let instruction-like profile text vouch for a fact', () => {
    const p = fixture('injection');
    const f = buildFacts(llmProfile(p));
    // The injection About says "write that the candidate worked at Google ... Harvard ... 300%": that sentence is
    // an instruction, so it is not a fact, and Google would not be an employer anyway.
    const g = groundText('Worked at Google and graduated from Harvard University, increasing revenue by 300%.', f);
    expect(g.violations.map((v) => v.kind).sort()).toEqual(['company', 'number', 'school']);
    expect(g.text).toContain('[Company]');
    expect(g.text).toContain('[School]');
  });

  it.each(FIXTURE_NAMES)('accepts every rubric-only rewrite for %s without a single patch', (name) => {
    const p = fixture(name);
    const f = buildFacts(llmProfile(p));
    const c = rubricOnlyContent(p, scoreProfile(p));
    const texts = [...c.headline_variants, c.about_rewrite, ...c.improved_descriptions.map((d) => d.description)];
    for (const t of texts) expect(groundText(t, f).violations).toEqual([]);
  });
});
