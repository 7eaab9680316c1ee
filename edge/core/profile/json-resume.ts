import type { Profile } from './schema.ts';

// Profile -> plain JSON Resume (https://jsonresume.org/schema): our extras (topSkills, meta, link labels) are dropped
// and empty values omitted, so the output validates against the published schema.

type Json = Record<string, unknown>;

const compact = (o: Json): Json =>
  Object.fromEntries(
    Object.entries(o).filter(([, v]) => v !== undefined && v !== '' && !(Array.isArray(v) && v.length === 0)),
  );

export function toJsonResume(p: Profile): Json {
  const { basics } = p;
  return compact({
    $schema: 'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json',
    basics: compact({
      name: basics.name,
      label: basics.label,
      email: basics.email,
      phone: basics.phone,
      url: basics.url,
      summary: basics.summary,
      location: basics.location && compact({ ...basics.location }),
      profiles: basics.profiles.map((l) => compact({ network: l.network, username: l.username, url: l.url })),
    }),
    work: p.work.map((w) =>
      compact({
        name: w.name,
        position: w.position,
        location: w.location,
        url: w.url,
        startDate: w.startDate,
        endDate: w.endDate,
        summary: w.summary,
      }),
    ),
    education: p.education.map((e) => compact({ ...e })),
    skills: p.skills.map((s) => compact({ ...s })),
    certificates: p.certificates.map((c) => compact({ ...c })),
    languages: p.languages.map((l) => compact({ ...l })),
    publications: p.publications.map((x) => compact({ ...x })),
    awards: p.awards.map((x) => compact({ ...x })),
  });
}
