import { joinParagraph } from './blocks.ts';
import { parseContact } from './fields/contact.ts';
import { type EducationEntry, parseEducation } from './fields/education.ts';
import { parseExperience } from './fields/experience.ts';
import { parseImageEducation } from './fields/image-education.ts';
import { parseImageExperience } from './fields/image-experience.ts';
import { legacySummary, parseLegacyEducation, parseLegacyExperience, parseLegacyList } from './fields/legacy.ts';
import { parseLanguage, parseList } from './fields/lists.ts';
import type { WorkEntry } from './fields/work-entry.ts';
import type { Layout, Line, Section, Used } from './pipeline-types.ts';
import type { ProfileInput } from './schema.ts';

// Sections -> schema fields: one extractor per section kind, chosen by layout.

export type Fields = Omit<ProfileInput, 'basics' | 'meta'> & {
  contact?: ReturnType<typeof parseContact>;
  summary?: string;
};

const NOT_APPLICABLE = /^(n\/a|none|-)$/i;

export function assemble(sections: Section[], layout: Layout, columnRight: number, used: Used): Fields {
  const f: Fields & { work: WorkEntry[]; education: EducationEntry[] } = { work: [], education: [] };
  const list = (lines: Line[]): { name: string; detail?: string }[] =>
    layout === 'legacy' ? parseLegacyList(lines, used) : parseList(lines, used).map((name) => ({ name }));
  for (const s of sections) {
    if (s.heading) used.add(s.heading.id);
    switch (s.key) {
      case 'contact':
        f.contact = parseContact(s.lines, used);
        break;
      case 'topSkills':
        f.topSkills = [...(f.topSkills ?? []), ...list(s.lines).map((e) => e.name)];
        break;
      case 'skills':
        f.skills = [...(f.skills ?? []), ...list(s.lines).map((e) => ({ name: e.name }))];
        break;
      case 'languages':
        f.languages = list(s.lines).map((e) => parseLanguage(e.detail ? `${e.name} ${e.detail}` : e.name));
        break;
      case 'certifications':
        f.certificates = list(s.lines).map((e) => (e.detail ? { name: e.name, issuer: e.detail } : { name: e.name }));
        break;
      case 'honors':
        f.awards = list(s.lines).map((e) => ({ title: e.name }));
        break;
      case 'publications':
        f.publications = list(s.lines).map((e) => ({ name: e.name }));
        break;
      case 'summary': {
        const text =
          layout === 'legacy' ? legacySummary(s.lines, columnRight, used) : summaryOf(s.lines, columnRight, used);
        if (text && !NOT_APPLICABLE.test(text)) f.summary = f.summary ? `${f.summary}\n\n${text}` : text;
        break;
      }
      case 'experience':
        f.work.push(
          ...(layout === 'legacy'
            ? parseLegacyExperience(s.lines, columnRight, used)
            : layout === 'image'
              ? parseImageExperience(s.lines, columnRight, used)
              : parseExperience(s.lines, columnRight, used)),
        );
        break;
      case 'education':
        f.education.push(
          ...(layout === 'legacy'
            ? parseLegacyEducation(s.lines, columnRight, used)
            : layout === 'image'
              ? parseImageEducation(s.lines, used)
              : parseEducation(s.lines, columnRight, used)),
        );
        break;
      default:
        break; // kept as raw text in meta.sections only
    }
  }
  if (!f.skills?.length && f.topSkills?.length) f.skills = f.topSkills.map((name) => ({ name }));
  return f;
}

function summaryOf(lines: Line[], columnRight: number, used: Used): string {
  for (const l of lines) used.add(l.id);
  return joinParagraph(lines, columnRight);
}
