// npm run -s eval:parser -- [dir] [--verbose] [--json]
// Parses every PDF in dir (default ../shared/fixtures/linkedin-pdf) and compares it with <name>.expected.json
// (JSON Resume) where present: per-field precision / recall / F1, overall (micro-averaged), and per layout.
//
// Normalisation before comparing strings: Unicode NFKC, accents removed, lower case, every run of punctuation or
// whitespace turned into one space, trimmed. So "Vice President, Communications" = "Vice President Communications"
// and "Braşov" = "Brașov". Dates are compared as printed (YYYY-MM or YYYY). Location = city, region, country joined.
// Scoring: a value both sides have and that matches is a true positive; a mismatch is one false positive and one
// false negative. Work and education entries are first aligned in document order (dynamic programming on how many
// fields agree), then scored field by field; unmatched entries count all their fields as FP or FN. Skills and
// certificates are compared as multisets of names.
// Ground truth kinds: linkedin-profile-reader__* files are hand-curated, so a field they leave out is really absent
// (predicting it is a false positive). The other expected files are other parsers' output: a top-level field they
// leave out (e.g. the headline, which those parsers never extract) is unknown and not scored.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseFile } from '../edge/adapters/node/parse-file.ts';
import { AppError } from '../edge/core/errors.ts';
import type { Profile } from '../edge/core/profile/schema.ts';

type Json = Record<string, any>;
type Counts = { tp: number; fp: number; fn: number };
const FIELDS = [
  'name',
  'headline',
  'location',
  'email',
  'summary',
  'work.company',
  'work.position',
  'work.startDate',
  'work.endDate',
  'education.institution',
  'education.studyType',
  'education.area',
  'skills',
  'certificates',
] as const;
type Field = (typeof FIELDS)[number];

export const norm = (s: unknown): string =>
  typeof s !== 'string'
    ? ''
    : s
        .normalize('NFKC')
        .normalize('NFKD')
        .replace(/\p{M}/gu, '')
        .toLowerCase()
        .replace(/[^\p{L}\p{N}]+/gu, ' ')
        .trim();
const loc = (l: Json | undefined) => [l?.city, l?.region, l?.countryCode].filter(Boolean).join(', ');

class Score {
  counts = new Map<Field, Counts>(FIELDS.map((f) => [f, { tp: 0, fp: 0, fn: 0 }]));
  notes: string[] = [];
  add(field: Field, pred: string, exp: string, absentIsUnknown = false, date = false) {
    const c = this.counts.get(field)!;
    const [p, e] = date ? [pred, exp] : [norm(pred), norm(exp)];
    if (p && e && p === e) c.tp++;
    else if (p && e) {
      c.fp++;
      c.fn++;
      this.notes.push(`${field}: got "${pred.slice(0, 40)}" want "${exp.slice(0, 40)}"`);
    } else if (e) {
      c.fn++;
      this.notes.push(`${field}: missing "${exp.slice(0, 40)}"`);
    } else if (p && !absentIsUnknown) {
      c.fp++;
      this.notes.push(`${field}: extra "${pred.slice(0, 40)}"`);
    }
  }
  merge(o: Score) {
    for (const f of FIELDS) for (const k of ['tp', 'fp', 'fn'] as const) this.counts.get(f)![k] += o.counts.get(f)![k];
  }
}

function align<T>(pred: T[], exp: T[], sim: (a: T, b: T) => number): [T | undefined, T | undefined][] {
  const dp = Array.from({ length: pred.length + 1 }, () => new Array<number>(exp.length + 1).fill(0));
  for (let i = pred.length - 1; i >= 0; i--)
    for (let j = exp.length - 1; j >= 0; j--) {
      const s = sim(pred[i], exp[j]);
      dp[i][j] = Math.max(dp[i + 1][j], dp[i][j + 1], s >= 2 ? s + dp[i + 1][j + 1] : -1);
    }
  const out: [T | undefined, T | undefined][] = [];
  let i = 0;
  let j = 0;
  while (i < pred.length || j < exp.length) {
    if (
      i < pred.length &&
      j < exp.length &&
      sim(pred[i], exp[j]) >= 2 &&
      dp[i][j] === sim(pred[i], exp[j]) + dp[i + 1][j + 1]
    )
      out.push([pred[i++], exp[j++]]);
    else if (i < pred.length && (j >= exp.length || dp[i][j] === dp[i + 1][j])) out.push([pred[i++], undefined]);
    else out.push([undefined, exp[j++]]);
  }
  return out;
}

function multiset(score: Score, field: Field, pred: string[], exp: string[]) {
  const c = score.counts.get(field)!;
  const left = exp.map(norm);
  for (const p of pred.map(norm)) {
    const k = left.indexOf(p);
    if (k >= 0) {
      c.tp++;
      left.splice(k, 1);
    } else {
      c.fp++;
      score.notes.push(`${field}: extra "${p.slice(0, 40)}"`);
    }
  }
  c.fn += left.length;
  for (const l of left) score.notes.push(`${field}: missing "${l.slice(0, 40)}"`);
}

export function compare(p: Profile, e: Json, curated: boolean): Score {
  const s = new Score();
  const b = e.basics ?? {};
  s.add('name', p.basics.name, b.name ?? '', !curated);
  s.add('headline', p.basics.label ?? '', b.label ?? '', !curated);
  s.add('location', loc(p.basics.location), loc(b.location), !curated);
  s.add('email', p.basics.email ?? '', b.email ?? '', !curated);
  s.add('summary', p.basics.summary ?? '', b.summary ?? '', !curated);
  const eq = (x: unknown, y: unknown) => (norm(x) !== '' && norm(x) === norm(y) ? 1 : 0);
  const work = align<Json>(
    p.work,
    e.work ?? [],
    (a, x) =>
      2 * eq(a.position, x.position) + eq(a.name, x.name) + (a.startDate && a.startDate === x.startDate ? 1 : 0),
  );
  for (const [a, x] of work) {
    s.add('work.company', a?.name ?? '', x?.name ?? '');
    s.add('work.position', a?.position ?? '', x?.position ?? '');
    s.add('work.startDate', a?.startDate ?? '', x?.startDate ?? '', false, true);
    s.add('work.endDate', a?.endDate ?? '', x?.endDate ?? '', false, true);
  }
  const edu = align<Json>(
    p.education,
    e.education ?? [],
    (a, x) => 2 * eq(a.institution, x.institution) + eq(a.studyType, x.studyType) + eq(a.area, x.area),
  );
  for (const [a, x] of edu) {
    s.add('education.institution', a?.institution ?? '', x?.institution ?? '');
    s.add('education.studyType', a?.studyType ?? '', x?.studyType ?? '');
    s.add('education.area', a?.area ?? '', x?.area ?? '');
  }
  if (curated || e.skills)
    multiset(
      s,
      'skills',
      p.skills.map((x) => x.name),
      (e.skills ?? []).map((x: Json) => x.name),
    );
  if (curated || e.certificates)
    multiset(
      s,
      'certificates',
      p.certificates.map((x) => x.name),
      (e.certificates ?? []).map((x: Json) => x.name),
    );
  return s;
}

const f1 = (c: Counts) => {
  const p = c.tp + c.fp ? c.tp / (c.tp + c.fp) : 1;
  const r = c.tp + c.fn ? c.tp / (c.tp + c.fn) : 1;
  return { precision: p, recall: r, f1: p + r ? (2 * p * r) / (p + r) : 0 };
};

export function table(score: Score) {
  const rows: Record<string, Json> = {};
  const total: Counts = { tp: 0, fp: 0, fn: 0 };
  for (const f of FIELDS) {
    const c = score.counts.get(f)!;
    for (const k of ['tp', 'fp', 'fn'] as const) total[k] += c[k];
    if (c.tp + c.fp + c.fn) rows[f] = { ...c, ...f1(c) };
  }
  rows.overall = { ...total, ...f1(total) };
  return rows;
}

async function main() {
  const argv = process.argv.slice(2);
  const dir = argv.find((a) => !a.startsWith('--')) ?? path.resolve('../shared/fixtures/linkedin-pdf');
  const verbose = argv.includes('--verbose');
  const listed = await readdir(dir).catch(() => null);
  if (!listed) {
    console.error(`No fixtures at ${dir}: pass a directory of LinkedIn PDFs (with <name>.expected.json beside them).`);
    process.exit(1);
  }
  const files = listed.filter((f) => f.toLowerCase().endsWith('.pdf')).sort();
  const byLayout = new Map<string, Score>();
  const report: Json[] = [];
  for (const file of files) {
    const gtPath = path.join(dir, file.replace(/\.pdf$/i, '.expected.json'));
    const gt = await readFile(gtPath, 'utf8').then(JSON.parse, () => undefined);
    try {
      const profile = await parseFile(path.join(dir, file));
      const row: Json = {
        file,
        layout: profile.meta.layout,
        language: profile.meta.language,
        coverage: profile.meta.coverage,
        work: profile.work.length,
        education: profile.education.length,
      };
      if (gt) {
        const score = compare(profile, gt, file.startsWith('linkedin-profile-reader__'));
        row.f1 = +table(score).overall.f1.toFixed(3);
        if (verbose) row.notes = score.notes;
        for (const key of [profile.meta.layout, 'all']) {
          if (!byLayout.has(key)) byLayout.set(key, new Score());
          byLayout.get(key)!.merge(score);
        }
      }
      report.push(row);
    } catch (err) {
      report.push({ file, error: err instanceof AppError ? err.code : String(err) });
    }
  }
  const tables = Object.fromEntries([...byLayout.entries()].map(([k, s]) => [k, table(s)]));
  if (argv.includes('--json')) {
    process.stdout.write(`${JSON.stringify({ files: report, tables }, null, 2)}\n`);
    return;
  }
  for (const r of report) {
    const head = `${r.file.padEnd(58)} ${r.error ? `ERROR ${r.error}` : `${r.layout.padEnd(7)} ${r.language} cov=${r.coverage} work=${r.work} edu=${r.education}${r.f1 !== undefined ? ` F1=${r.f1}` : ''}`}`;
    console.log(head);
    for (const n of r.notes ?? []) console.log(`    ${n}`);
  }
  for (const [layout, rows] of Object.entries(tables)) {
    console.log(`\n${layout}: field             P      R      F1     (tp/fp/fn)`);
    for (const [field, r] of Object.entries(rows))
      console.log(
        `  ${field.padEnd(22)} ${r.precision.toFixed(3)}  ${r.recall.toFixed(3)}  ${r.f1.toFixed(3)}  (${r.tp}/${r.fp}/${r.fn})`,
      );
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
