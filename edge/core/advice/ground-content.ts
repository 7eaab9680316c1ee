// Applies the grounding check to a whole Pro answer and makes it fit the contract: exactly three of everything,
// limits respected, descriptions only for the profile's own recent roles. Gaps are filled from the rubric-only
// content, which is grounded by construction.

import { norm } from '../rubric/text.ts';
import type { Facts } from './facts.ts';
import { type Grounded, groundText, MAX_PATCHES, type Violation } from './grounding.ts';
import { PRO_LIMITS, type ProContent, type ProContentWire } from './schema.ts';

export interface GroundingReport {
  patched: number;
  dropped: number;
  violations: Violation[];
}

export interface RoleRef {
  company: string;
  title: string;
}

/** Cuts at a word boundary so a clamped rewrite never ends mid-word. */
export function clamp(text: string, max: number): string {
  const chars = [...text.trim()];
  if (chars.length <= max) return text.trim();
  const cut = chars.slice(0, max).join('');
  const space = cut.lastIndexOf(' ');
  return (space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,;:|·•–-]+$/, '');
}

export function groundContent(
  wire: ProContentWire,
  facts: Facts,
  fallback: ProContent,
  roles: RoleRef[],
): { content: ProContent; report: GroundingReport } {
  const report: GroundingReport = { patched: 0, dropped: 0, violations: [] };
  const check = (text: string): string | null => {
    if (!text.trim()) return null;
    const g: Grounded = groundText(text, facts);
    report.violations.push(...g.violations);
    if (g.violations.length > MAX_PATCHES) {
      report.dropped += 1;
      return null;
    }
    if (!g.ok) report.patched += 1;
    return g.text || null;
  };
  const three = (items: string[], max: number, pad: string[]) => {
    const out: string[] = [];
    for (const item of items) {
      const g = check(item);
      if (g && out.length < 3 && !out.includes(clamp(g, max))) out.push(clamp(g, max));
    }
    for (const p of pad) if (out.length < 3 && !out.includes(p)) out.push(p);
    return out.slice(0, 3);
  };

  const about = check(wire.about_rewrite);

  const byRole = new Map<string, string>();
  const key = (company: string) => norm(company).trim();
  for (const d of wire.improved_descriptions) {
    const role = roles.find(
      (r) =>
        key(r.company) === key(d.company) &&
        (norm(r.title).includes(norm(d.title)) || norm(d.title).includes(norm(r.title))),
    );
    if (!role || byRole.has(`${role.company}|${role.title}`)) continue;
    const g = check(d.description);
    if (g) byRole.set(`${role.company}|${role.title}`, clamp(g, PRO_LIMITS.description));
  }
  const improved_descriptions = roles
    .flatMap((r) => {
      const mine = byRole.get(`${r.company}|${r.title}`);
      if (mine) return [{ company: r.company, title: r.title, description: mine }];
      const fb = fallback.improved_descriptions.find((f) => f.company === r.company && f.title === r.title);
      return fb ? [fb] : [];
    })
    .slice(0, PRO_LIMITS.roles);

  return {
    content: {
      // Suggestions come from the rubric's findings, with the points each is worth; the model writes rewrites only.
      recommendations: fallback.recommendations,
      strengths: fallback.strengths,
      headline_variants: three(wire.headline_variants, PRO_LIMITS.headline, fallback.headline_variants),
      about_rewrite: about ? clamp(about, PRO_LIMITS.about) : fallback.about_rewrite,
      improved_descriptions,
    },
    report,
  };
}
