// Holds the floor of `npm run eval:match` on the ads written by people (synthetic profiles only: the shared exports
// are read by the eval script when present).
import { describe, expect, it } from 'vitest';
import { evaluateMatch } from '../../scripts/lib/match-eval.ts';
import { MATCH_PROFILES, matchProfileFixture, PROFILE_FIELDS, peopleAds } from '../fixtures/match/index.ts';

describe('the job-ad match on ads written by people', () => {
  const ads = peopleAds();
  const profiles = MATCH_PROFILES.map((p) => ({
    name: p.name,
    profile: matchProfileFixture(p.name),
    field: PROFILE_FIELDS[p.name],
  }));
  const r = evaluateMatch(profiles, ads);

  it('has at least 20 ads over several fields and three languages, each with its required terms', () => {
    expect(ads.length).toBeGreaterThanOrEqual(20);
    expect(new Set(ads.map((a) => a.field)).size).toBeGreaterThanOrEqual(8);
    expect(new Set(ads.map((a) => a.lang)).size).toBeGreaterThanOrEqual(3);
    for (const a of ads) {
      expect(a.required.length, a.id).toBeGreaterThanOrEqual(4);
      expect(a.avoid.length, a.id).toBeGreaterThanOrEqual(4);
    }
  });

  it('finds or reports missing at least 95 % of the required terms', () => {
    expect(r.reported / r.required, JSON.stringify(r.unreported)).toBeGreaterThanOrEqual(0.95);
  });

  it('never reports the employer, a place, an arrangement or a benefit as missing', () => {
    expect(r.forbidden).toEqual([]);
  });

  it('rates each profile’s own field highest', () => {
    for (const x of r.ranking) expect(x.ok, `${x.name}: ${JSON.stringify(x)}`).toBe(true);
    expect(r.ranking).toHaveLength(profiles.length);
  });
});
