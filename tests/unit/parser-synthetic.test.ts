import { beforeAll, describe, expect, it } from 'vitest';
import { readPdfBytes } from '../../edge/adapters/node/read-pdf-node.ts';
import { toJsonResume } from '../../edge/core/profile/json-resume.ts';
import { parseProfile } from '../../edge/core/profile/parse.ts';
import type { Profile } from '../../edge/core/profile/schema.ts';
import { expectedFor, renderPdf } from '../fixtures/generator/index.ts';
import { project } from '../fixtures/generator/project.ts';
import { SYNTHETIC } from '../fixtures/synthetic/profiles.ts';

// Synthetic LinkedIn-style exports, generated at test time, read by the real pdf.js and parsed: exact ground truth.

const parsed = new Map<string, { profile: Profile; splitRoles: string[]; pages: number }>();

beforeAll(async () => {
  for (const p of SYNTHETIC) {
    const { bytes, splitRoles, pages } = await renderPdf(p);
    const { items, pages: info, meta } = await readPdfBytes(bytes);
    parsed.set(p.id, { profile: parseProfile({ items, pages: info, meta, mode: 'pdf' }), splitRoles, pages });
  }
}, 60_000);

describe('synthetic exports match their ground truth exactly', () => {
  for (const p of SYNTHETIC) {
    it(p.id, () => {
      const { profile } = parsed.get(p.id)!;
      expect(project(profile)).toEqual(expectedFor(p));
      expect(profile.meta.layout).toBe(p.layout);
      expect(profile.meta.language).toBe(p.lang);
      expect(profile.meta.coverage).toBeGreaterThan(0.95);
    });
  }
});

describe('the cases the fixtures are built to exercise', () => {
  it('has a role whose lines run over a page break, and it is read as one role', () => {
    const { profile, splitRoles, pages } = parsed.get('en-modern')!;
    expect(pages).toBeGreaterThan(1);
    expect(splitRoles.length).toBeGreaterThan(0);
    for (const title of splitRoles) expect(profile.work.filter((w) => w.position === title)).toHaveLength(1);
  });

  it('keeps several roles under one company', () => {
    const { profile } = parsed.get('en-modern')!;
    expect(profile.work.filter((w) => w.name === 'Northwind Analytics').map((w) => w.position)).toEqual([
      'Head of Data Platform',
      'Senior Analytics Engineer',
      'Analytics Engineer',
    ]);
  });

  it('rejoins an e-mail and a LinkedIn URL that were broken across lines', () => {
    const { profile } = parsed.get('en-modern')!;
    expect(profile.basics.email).toBe('maria.delacruz-henderson@northwind-analytics.example');
    expect(profile.basics.profiles[0]).toMatchObject({
      network: 'LinkedIn',
      username: 'maria-delacruz-henderson-4a7b19',
    });
  });

  it('keeps paragraphs and line breaks of the About text', () => {
    const { profile } = parsed.get('en-modern')!;
    expect(profile.basics.summary?.split('\n\n')).toHaveLength(2);
  });

  it('reads a no-break space as a space and the localised "Present"', () => {
    expect(parsed.get('de-modern')!.profile.work[0].name).toBe('Müller Logistik GmbH');
    const es = parsed.get('es-modern')!.profile.work[0];
    expect(es.startDate).toBe('2020-02');
    expect(es.endDate).toBeUndefined();
  });

  it('does not read the legacy closing page (header again, "Contact ... on LinkedIn") as content', () => {
    const { profile } = parsed.get('en-legacy')!;
    expect(JSON.stringify(profile.work)).not.toContain('Contact Daniel');
    expect(profile.basics.name).toBe('Daniel Okafor');
  });

  it('converts to plain JSON Resume without our extras or empty values', () => {
    const { profile } = parsed.get('ru-modern')!;
    const resume = toJsonResume(profile);
    expect(Object.keys(resume).sort()).toEqual([
      '$schema',
      'awards',
      'basics',
      'education',
      'languages',
      'skills',
      'work',
    ]);
    expect(resume).not.toHaveProperty('meta');
    expect(resume).not.toHaveProperty('topSkills');
    expect((resume.work as { endDate?: string }[])[0].endDate).toBeUndefined();
    expect(JSON.stringify(resume)).not.toContain('"label":"LinkedIn"');
  });
});
