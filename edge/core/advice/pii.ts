// Personal contact details never go to the LLM. We send a reduced view of the profile (no name, email, phone,
// links, street address) and scrub the same things out of free text, where people often paste them.
import type { Profile } from '../profile/schema.ts';
import { buildContext } from '../rubric/context.ts';
import { neutralise } from './injection.ts';

const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.[a-z]{2,}/giu;
const URL =
  /\b(?:https?:\/\/|www\.)[^\s<>"')\]]+|\b(?:[a-z0-9-]+\.)+(?:com|org|net|io|dev|app|co|ai|me|info|biz|fr|de|uk|se|nl|es|it|ch|be|in|ca|au)\b(?:\/[^\s<>"')\]]*)?/gi;
const PHONE = /(?:\+|\b00)?\(?\d[\d\s().-]{6,}\d\b/g;

/** Replaces emails, URLs and phone numbers (7-15 digits) with neutral markers. */
export function scrubText(text: string, fullName?: string): string {
  let out = text.replace(EMAIL, '[email removed]').replace(URL, '[link removed]');
  out = out.replace(PHONE, (m) => {
    const digits = m.replace(/\D/g, '').length;
    // Amounts, years and year ranges look like digit runs too; a phone number has 9-15 digits, or starts with
    // + / 00 / ( and has at least 8.
    const dialled = /^(?:\+|00|\()/.test(m);
    if (digits > 15 || digits < (dialled ? 8 : 9)) return m;
    if (/^\d{1,3}(,\d{3})+$/.test(m.trim()) || /^(?:19|20)\d{2}\s*[-–]\s*(?:19|20)\d{2}$/.test(m.trim())) return m;
    return '[phone removed]';
  });
  if (fullName && fullName.trim().length >= 4) out = out.split(fullName.trim()).join('[name]');
  return out;
}

export interface LlmProfile {
  language: string;
  headline: string;
  about: string;
  location: string;
  work: Array<{ company: string; title: string; location: string; start: string; end: string; description: string }>;
  education: Array<{ school: string; degree: string; field: string; start: string; end: string }>;
  skills: string[];
  top_skills: string[];
  certifications: Array<{ name: string; issuer: string }>;
  languages: string[];
}

/** The only view of a profile that leaves for an LLM: no contact details, no instruction-like sentences. */
export function llmProfile(profile: Profile): LlmProfile {
  const s = (t: string | undefined) => neutralise(scrubText(t ?? '', profile.basics.name));
  const loc = profile.basics.location;
  return {
    language: profile.meta.language || 'en',
    headline: s(profile.basics.label),
    about: s(profile.basics.summary),
    location: [loc?.city, loc?.region, loc?.countryCode].filter(Boolean).join(', '),
    work: buildContext(profile).roles.map((w) => ({
      company: s(w.name),
      title: s(w.position),
      location: s(w.location),
      start: w.startDate ?? '',
      end: w.endDate ?? 'Present',
      description: s(w.summary),
    })),
    education: profile.education.map((e) => ({
      school: s(e.institution),
      degree: s(e.studyType),
      field: s(e.area),
      start: e.startDate ?? '',
      end: e.endDate ?? '',
    })),
    skills: profile.skills.map((k) => s(k.name)),
    top_skills: profile.topSkills.map(s),
    certifications: profile.certificates.map((c) => ({ name: s(c.name), issuer: s(c.issuer) })),
    languages: profile.languages.map((l) => s([l.language, l.fluency].filter(Boolean).join(' - '))),
  };
}
