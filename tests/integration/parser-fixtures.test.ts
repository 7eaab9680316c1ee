import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseFile } from '../../edge/adapters/node/parse-file.ts';
import { readPdfNode } from '../../edge/adapters/node/read-pdf-node.ts';
import { AppError } from '../../edge/core/errors.ts';
import { formatLocation } from '../../edge/core/profile/fields/location.ts';
import { LOCALES } from '../../edge/core/profile/locales/index.ts';
import { parseProfile } from '../../edge/core/profile/parse.ts';
import type { Profile } from '../../edge/core/profile/schema.ts';
import { compare, table } from '../../scripts/eval-parser.ts';

// Real exports, read at run time from ../shared/fixtures (never copied into the repo). Skipped when absent.
// Output stays at field level: no profile text is printed.

const ROOT = path.resolve(__dirname, '../../../shared/fixtures');
const LI = path.join(ROOT, 'linkedin-pdf');
const OTHER = path.join(ROOT, 'other-pdf');
const present = existsSync(LI);
const pdfs = present
  ? readdirSync(LI)
      .filter((f) => f.endsWith('.pdf'))
      .sort()
  : [];

const NON_ENGLISH: Record<string, string> = {
  'aistoica-itext__FelixOteleaProfile.pdf': 'ro',
  'aistoica-itext__FelixOteleaFrenchProfile.pdf': 'fr',
  'aistoica-itext__FelixOteleaGermanProfile.pdf': 'de',
  'karinabarinova-linkedin-pdf-parser__pdf.pdf': 'ru',
  'job-hax-resume-parser__3.pdf': 'zh',
  'job-hax-resume-parser__apple_47.pdf': 'pt',
};

const profiles = new Map<string, Profile>();

describe.skipIf(!present)('real LinkedIn exports (../shared/fixtures)', () => {
  beforeAll(async () => {
    for (const f of pdfs) profiles.set(f, await parseFile(path.join(LI, f)));
  }, 120_000);

  it('parses all 33 exports without throwing', () => {
    expect(pdfs).toHaveLength(33);
    expect(profiles.size).toBe(33);
    for (const [f, p] of profiles) expect(p.basics.name, f).not.toBe('');
  });

  it('reaches field F1 >= 0.97 on the modern exports with hand-curated ground truth', () => {
    const totals = { tp: 0, fp: 0, fn: 0 };
    for (const [f, p] of profiles) {
      if (!f.startsWith('linkedin-profile-reader__')) continue;
      const gt = JSON.parse(readFileSync(path.join(LI, f.replace(/\.pdf$/, '.expected.json')), 'utf8'));
      const overall = table(compare(p, gt, true)).overall;
      totals.tp += overall.tp;
      totals.fp += overall.fp;
      totals.fn += overall.fn;
    }
    const precision = totals.tp / (totals.tp + totals.fp);
    const recall = totals.tp / (totals.tp + totals.fn);
    expect(totals.tp).toBeGreaterThan(300);
    expect((2 * precision * recall) / (precision + recall)).toBeGreaterThanOrEqual(0.97);
  });

  it('detects the layout from the producer: FOP 2.x modern, FOP 1.x legacy', () => {
    for (const [f, p] of profiles) expect(p.meta.layout, f).toBe(f.startsWith('linkedin-pdf-') ? 'legacy' : 'modern');
  });

  describe('non-English modern exports: checked against facts read from the PDF at test time', () => {
    for (const [file, lang] of Object.entries(NON_ENGLISH)) {
      it(`${lang}: name, headline, location, every role and every school`, async () => {
        const p = profiles.get(file)!;
        const facts = await factsOf(path.join(LI, file), lang);
        // The facts must exist, or an empty parse would match an empty reading.
        expect(facts.name).toBeTruthy();
        expect(facts.roles.length).toBeGreaterThan(0);
        expect(facts.schools.length).toBeGreaterThan(0);
        expect(facts.roles.every((r) => /^\d{4}(-\d\d)?$/.test(r.start))).toBe(true);
        expect(p.meta.language).toBe(lang);
        expect(p.basics.name).toBe(facts.name);
        expect(p.basics.label).toBe(facts.headline);
        expect(formatLocation(p.basics.location)).toBe(facts.location);
        expect(p.work.map((w) => ({ company: w.name, title: w.position, start: w.startDate }))).toEqual(facts.roles);
        expect(p.education.map((e) => e.institution)).toEqual(facts.schools);
      });
    }
  });
});

describe.skipIf(!existsSync(OTHER))('PDFs that are not LinkedIn exports', () => {
  const files = existsSync(OTHER) ? readdirSync(OTHER).filter((f) => f.endsWith('.pdf')) : [];
  it('give NOT_LINKEDIN_EXPORT', async () => {
    expect(files.length).toBeGreaterThanOrEqual(4);
    for (const f of files) {
      const err = await parseFile(path.join(OTHER, f)).then(
        () => null,
        (e) => e,
      );
      expect(err, f).toBeInstanceOf(AppError);
      expect(err.code, f).toBe('NOT_LINKEDIN_EXPORT');
    }
  });

  it('never crash or pass silently, even with their metadata stripped', async () => {
    for (const f of files) {
      const x = await readPdfNode(path.join(OTHER, f));
      try {
        const p = parseProfile({ ...x, meta: {}, mode: 'pdf' });
        expect(p.meta.warnings.join(' '), f).toMatch(/could not be confirmed/);
      } catch (err) {
        if (!(err instanceof AppError)) throw err; // a failed assertion above, not a refusal
        expect(err.code, f).toBe('NOT_LINKEDIN_EXPORT');
      }
    }
  });
});

/**
 * Facts taken straight from pdf.js items, without the parser: modern exports print the name at 26 pt, headline and
 * location at 12 pt above the first 15.75 pt heading, companies at 12 pt, role titles at 11.5 pt (wrapped titles are
 * consecutive lines), role dates at 10.5 pt directly under a title, schools at 12 pt after the last heading.
 */
async function factsOf(file: string, lang: string) {
  const { items } = await readPdfNode(file);
  const rows: { size: number; text: string; page: number; y: number }[] = [];
  for (const it of items.filter((i) => i.x > 200 && !/^Page \d+ of \d+$/.test(i.text))) {
    const size = Math.round(it.fontSize * 4) / 4;
    const last = rows[rows.length - 1];
    if (last && last.page === it.page && Math.abs(last.y - (it.y + it.height)) < 1)
      last.text = `${last.text} ${it.text}`.replace(/\s+/g, ' ').trim();
    else rows.push({ size, text: it.text.trim(), page: it.page, y: it.y + it.height });
  }
  const lines = rows.filter((r) => r.text && !/^Page \d+ of \d+$/.test(r.text));
  const headings = lines.map((l, i) => (l.size === 15.75 ? i : -1)).filter((i) => i >= 0);
  const header = lines.slice(0, headings[0]);
  const body = header.filter((l) => l.size === 12);
  const exp = lines.slice(headings[headings.length - 2] + 1, headings[headings.length - 1]);
  // Each role: the company is the latest 12 pt line above its title (consecutive lines of one size are one
  // wrapped text), the start is the date line under the title up to its " - ".
  const roles: { company: string; title: string; start: string }[] = [];
  let company = '';
  exp.forEach((l, i) => {
    const continues = exp[i - 1]?.size === l.size;
    if (l.size === 12) company = continues ? `${company} ${l.text}` : l.text;
    if (l.size !== 11.5) return;
    if (continues) {
      roles[roles.length - 1].title += ` ${l.text}`;
      return;
    }
    const dateLine = exp.slice(i + 1).find((x) => x.size !== 11.5)?.text ?? '';
    roles.push({ company, title: l.text, start: startOf(dateLine.split(/\s[-–]\s/)[0], lang) });
  });
  const edu = lines.slice(headings[headings.length - 1] + 1);
  const schools = edu.filter((l, i) => l.size === 12 && edu[i - 1]?.size !== 12).map((l) => l.text);
  return {
    name: header.find((l) => l.size === 26)?.text,
    headline: body
      .slice(0, -1)
      .map((l) => l.text)
      .join(' '),
    location: body[body.length - 1]?.text,
    roles,
    schools,
  };
}

/** "janvier 2021" / "июля 2022" / "fevereiro de 2019" / "2017 年 5 月" -> YYYY-MM (YYYY without a month). */
function startOf(text: string, lang: string): string {
  const zh = /(\d{4})\s*年\s*(\d{1,2})\s*月/.exec(text);
  if (zh) return `${zh[1]}-${zh[2].padStart(2, '0')}`;
  const m = /^(.*?)\s*(\d{4})/.exec(text);
  if (!m) return 'none';
  const word = m[1]
    .replace(/\s+de$/i, '')
    .replace(/\.$/, '')
    .trim()
    .toLowerCase();
  if (!word) return m[2];
  const months = LOCALES.find((l) => l.code === lang)?.months ?? [];
  const i = months.findIndex((spellings) => spellings.some((s) => s.toLowerCase() === word));
  return i < 0 ? `unknown month ${word}` : `${m[2]}-${String(i + 1).padStart(2, '0')}`;
}
