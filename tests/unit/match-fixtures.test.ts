import { describe, expect, it } from 'vitest';
import { FREE_MISSING, headlineTerms, matchProfile, presentMatch } from '../../edge/core/match/index.ts';
import { MATCH_ADS, MATCH_PROFILES, matchAd, matchProfileFixture } from '../fixtures/match/index.ts';

describe('six synthetic profiles against four synthetic ads', () => {
  for (const p of MATCH_PROFILES) {
    it(`${p.name} rates ${p.fits} highest`, () => {
      const profile = matchProfileFixture(p.name);
      const rates = Object.fromEntries(MATCH_ADS.map((ad) => [ad, matchProfile(profile, matchAd(ad)).rate]));
      const own = rates[p.fits];
      for (const ad of MATCH_ADS) if (ad !== p.fits) expect(rates[ad], ad).toBeLessThan(own);
      // A floor on the fit itself, from npm run eval:match. A Node.js full-stack engineer against a Python and Go
      // backend ad is a partial fit by design (no Python, Go, Kubernetes or Terraform).
      expect(own).toBeGreaterThanOrEqual(p.name === 'fullstack-node' ? 30 : 45);
    });
  }
});

describe('free and Pro views of a match', () => {
  const m = matchProfile(matchProfileFixture('fullstack-node'), matchAd('backend-engineer'));

  it('free: the rate, its band and the three heaviest missing terms, nothing else', () => {
    const free = presentMatch(m, 'free');
    expect(free).toMatchObject({ rate: m.rate, band: m.band, locked: true, found: null, title: null, parts: null });
    expect(free.missing).toEqual(m.missing.slice(0, FREE_MISSING));
    expect(free.missing_total).toBe(m.missing.length);
    expect(m.missing.length).toBeGreaterThan(FREE_MISSING);
  });

  it('Pro: everything', () => {
    const pro = presentMatch(m, 'pro');
    expect(pro.locked).toBe(false);
    expect(pro.missing).toEqual(m.missing);
    expect(pro.found?.length).toBe(m.found.length);
    expect(pro.title?.ad).toBe('Senior Backend Engineer');
  });

  it('headline terms offered to the rewriter are backed by the profile own text', () => {
    const terms = headlineTerms(m);
    expect(terms.length).toBeGreaterThan(0);
    const text = JSON.stringify(matchProfileFixture('fullstack-node')).toLowerCase();
    for (const t of terms) expect(text).toContain(t.evidence.toLowerCase());
    expect(terms.map((t) => t.term)).not.toContain('Kubernetes');
  });
});
