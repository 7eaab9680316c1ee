import { describe, expect, it } from 'vitest';
import { scoreProfile } from '../../edge/core/rubric/score.ts';
import { extractKeywords } from '../../edge/core/rubric/target.ts';
import { fixture } from '../fixtures/profiles/index.ts';

describe('target role keywords', () => {
  it('finds known phrases first, then the most frequent other words, without filler', () => {
    const ad =
      'We are looking for a Senior Data Engineer. You will build streaming pipelines with Apache Kafka and Spark on AWS. Experience with Python and streaming required.';
    const k = extractKeywords(ad);
    expect(k.slice(0, 4)).toEqual(['apache kafka', 'spark', 'aws', 'python']);
    expect(k).toContain('streaming');
    expect(k.indexOf('streaming')).toBeLessThan(k.indexOf('pipelines'));
    for (const filler of ['we', 'are', 'looking', 'experience', 'required', 'with', 'you', 'will'])
      expect(k).not.toContain(filler);
    expect(k.length).toBeLessThanOrEqual(12);
  });

  it('matches synonyms across the profile and reports coverage per section', () => {
    const a = scoreProfile(fixture('strong'), {
      targetRole: 'Data engineer: k8s, Amazon Web Services, Python, Snowflake',
    });
    const t = a.target!;
    const by = Object.fromEntries(t.keywords.map((k) => [k.keyword, k.found_in]));
    // "Amazon Web Services" in the ad matches "AWS" in the profile; k8s is nowhere.
    expect(by['amazon web services']).toEqual(['headline', 'about', 'skills', 'experience']);
    expect(by.k8s).toEqual([]);
    expect(t.missing).toEqual(expect.arrayContaining(['k8s', 'snowflake']));
    expect(t.coverage.overall).toBe(Math.round((100 * (t.keywords.length - t.missing.length)) / t.keywords.length));
    expect(t.coverage.skills).toBeGreaterThan(0);
  });

  it('reports coverage beside the score without changing it', () => {
    const p = fixture('average');
    const plain = scoreProfile(p);
    const targeted = scoreProfile(p, { targetRole: 'Head of Growth, paid acquisition, SQL, Looker' });
    expect(targeted.sections).toEqual(plain.sections);
    expect(targeted.overall_score).toBe(plain.overall_score);
    expect(plain.target).toBeUndefined();
    expect(targeted.target?.missing).toEqual(expect.arrayContaining(['sql', 'looker']));
  });
});
