import { describe, expect, it } from 'vitest';
import { groundedRewrites } from '../../edge/core/advice/rubric-advice.ts';
import { matchAd, matchProfileFixture } from '../fixtures/match/index.ts';

// The grounded writer's headline variants before the gain filter (offered only when rescoring shows a gain).
describe('headline variants and a job ad', () => {
  const profile = matchProfileFixture('fullstack-node');
  const plain = groundedRewrites(profile, 'en').headlines;
  const targeted = groundedRewrites(profile, 'en', matchAd('backend-engineer')).headlines;

  it('lead with the ad terms the profile backs, in the ad spelling', () => {
    expect(targeted.length).toBeGreaterThan(0);
    // The profile names Docker and Postgres; the ad asks for Docker and PostgreSQL.
    expect(targeted.join('\n')).toMatch(/Docker|PostgreSQL/);
    expect(plain.join('\n')).not.toMatch(/Docker|PostgreSQL/);
  });

  it('never add an ad term the profile does not back', () => {
    for (const h of targeted)
      for (const w of ['Kubernetes', 'Kafka', 'Terraform', 'Python']) expect(h).not.toContain(w);
  });
});
