import { z } from 'zod';

// JSON Resume fields (https://jsonresume.org/schema) plus what the rubric needs.
// Dates are "YYYY-MM" or "YYYY"; a missing endDate means "Present".
const str = (max: number) => z.string().max(max);
const date = z.string().regex(/^\d{4}(-\d{2})?$/, 'Use YYYY or YYYY-MM');

export const LocationSchema = z.object({
  address: str(300).optional(),
  city: str(200).optional(),
  region: str(200).optional(),
  countryCode: str(200).optional(),
});

export const ProfileLinkSchema = z.object({
  network: str(100),
  username: str(200).optional(),
  url: str(500),
  label: str(100).optional(), // e.g. "LinkedIn", "Portfolio", "Company" as printed in the Contact block
});

export const WorkSchema = z.object({
  name: str(300), // company
  position: str(300),
  location: str(300).optional(),
  startDate: date.optional(),
  endDate: date.optional(),
  summary: str(10000).optional(),
  url: str(500).optional(),
});

export const EducationSchema = z.object({
  institution: str(300),
  studyType: str(300).optional(),
  area: str(300).optional(),
  startDate: date.optional(),
  endDate: date.optional(),
});

export const ProfileSchema = z.object({
  basics: z.object({
    name: str(200),
    label: str(500).optional(), // headline
    email: str(320).optional(),
    phone: str(100).optional(),
    url: str(500).optional(),
    location: LocationSchema.optional(),
    summary: str(10000).optional(), // About
    profiles: z.array(ProfileLinkSchema).max(50).default([]),
  }),
  work: z.array(WorkSchema).max(200).default([]),
  education: z.array(EducationSchema).max(100).default([]),
  skills: z
    .array(z.object({ name: str(200) }))
    .max(300)
    .default([]),
  certificates: z
    .array(z.object({ name: str(500), issuer: str(300).optional(), date: date.optional() }))
    .max(200)
    .default([]),
  languages: z
    .array(z.object({ language: str(100), fluency: str(200).optional() }))
    .max(100)
    .default([]),
  publications: z
    .array(z.object({ name: str(500) }))
    .max(200)
    .default([]),
  awards: z
    .array(z.object({ title: str(500) }))
    .max(200)
    .default([]),
  // Extras the rubric needs.
  topSkills: z.array(str(200)).max(50).default([]),
  meta: z
    .object({
      layout: z.enum(['modern', 'legacy', 'image', 'unknown']).default('unknown'),
      language: str(10).default('en'), // detected interface language of the export, ISO 639-1
      sections: z.record(z.string(), str(20000)).default({}), // raw text per section key
      coverage: z.number().min(0).max(1).default(1), // share of the document's text that ended up in fields
      pages: z.number().int().min(0).max(1000).default(0),
      warnings: z.array(str(300)).max(50).default([]),
      // Screenshots: fields read from words OCR was unsure of ("basics.name", "work.2.position"), to check.
      uncertain: z.array(str(100)).max(300).default([]),
    })
    .default({ layout: 'unknown', language: 'en', sections: {}, coverage: 1, pages: 0, warnings: [], uncertain: [] }),
});

export type Profile = z.infer<typeof ProfileSchema>;
export type ProfileInput = z.input<typeof ProfileSchema>;
export type Work = z.infer<typeof WorkSchema>;
export type Education = z.infer<typeof EducationSchema>;
