import type { Fields } from './assemble.ts';
import type { EducationEntry } from './fields/education.ts';
import type { Header } from './fields/header.ts';
import type { Location } from './fields/location.ts';
import type { WorkEntry } from './fields/work-entry.ts';
import type { Section } from './pipeline-types.ts';
import type { ProfileInput } from './schema.ts';

// Parsed pieces -> the schema's input shape. Values are clipped to the schema's limits so that an unusually long
// profile still parses instead of failing validation.

const clip = (s: string | undefined, max: number) => (s === undefined ? undefined : s.slice(0, max));

interface Pieces {
  header: Header;
  location?: Location;
  fields: Fields;
  sections: Section[];
  meta: {
    layout: 'modern' | 'legacy' | 'image';
    language: string;
    coverage: number;
    pages: number;
    warnings: string[];
  };
}

function rawSections(sections: Section[]): Record<string, string> {
  const raw: Record<string, string> = {};
  for (const s of sections) {
    const text = s.lines.map((l) => l.text).join('\n');
    raw[s.key] = clip(raw[s.key] ? `${raw[s.key]}\n${text}` : text, 20000) ?? '';
  }
  return raw;
}

function uncertainPaths(p: Pieces): string[] {
  return [
    ...(p.header.uncertain ?? []).map((f) => `basics.${f}`),
    ...(p.fields.work ?? []).flatMap((w, i) => ((w as WorkEntry).uncertain ?? []).map((f) => `work.${i}.${f}`)),
    ...(p.fields.education ?? []).flatMap((e, i) =>
      (e as EducationEntry).uncertain ? [`education.${i}.institution`] : [],
    ),
  ];
}

const strip = <T extends object>(o: T): T =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined && v !== '')) as T;

export function toProfile(p: Pieces): ProfileInput {
  const { header, fields: f } = p;
  const contact = f.contact;
  return {
    basics: {
      // Kept even when empty: a screenshot read without a name goes to the review, which asks for it.
      name: clip(header.name, 200) ?? '',
      ...strip({
        label: clip(header.label, 500),
        email: clip(contact?.email ?? header.email, 320),
        phone: clip(contact?.phone, 100),
        url: clip(contact?.url, 500),
        location:
          p.location &&
          strip({
            city: clip(p.location.city, 200),
            region: clip(p.location.region, 200),
            countryCode: clip(p.location.countryCode, 200),
          }),
        summary: clip(f.summary, 10000),
        profiles: (contact?.profiles ?? []).slice(0, 50).map((l) =>
          strip({
            network: clip(l.network, 100) ?? '',
            username: clip(l.username, 200),
            url: clip(l.url, 500) ?? '',
            label: clip(l.label, 100),
          }),
        ),
      }),
    },
    work: (f.work ?? []).slice(0, 200).map((w) => ({
      ...strip({ ...w, location: clip(w.location, 300), summary: clip(w.summary, 10000), url: clip(w.url, 500) }),
      name: clip(w.name, 300) ?? '', // required by the schema even when the export names no company
      position: clip(w.position, 300) ?? '',
    })),
    education: (f.education ?? []).slice(0, 100).map((e) =>
      strip({
        ...e,
        institution: clip(e.institution, 300) ?? '',
        studyType: clip(e.studyType, 300),
        area: clip(e.area, 300),
      }),
    ),
    skills: (f.skills ?? []).slice(0, 300).map((s) => ({ name: clip(s.name, 200) ?? '' })),
    certificates: (f.certificates ?? [])
      .slice(0, 200)
      .map((c) => strip({ ...c, name: clip(c.name, 500) ?? '', issuer: clip(c.issuer, 300) })),
    languages: (f.languages ?? [])
      .slice(0, 100)
      .map((l) => strip({ language: clip(l.language, 100) ?? '', fluency: clip(l.fluency, 200) })),
    publications: (f.publications ?? []).slice(0, 200).map((x) => ({ name: clip(x.name, 500) ?? '' })),
    awards: (f.awards ?? []).slice(0, 200).map((x) => ({ title: clip(x.title, 500) ?? '' })),
    topSkills: (f.topSkills ?? []).slice(0, 50).map((s) => clip(s, 200) ?? ''),
    meta: {
      ...p.meta,
      sections: rawSections(p.sections),
      warnings: p.meta.warnings.slice(0, 50),
      uncertain: uncertainPaths(p).slice(0, 300),
    },
  };
}
