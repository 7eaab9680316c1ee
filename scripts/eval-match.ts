// npm run eval:match: the job-ad match rate of every synthetic profile against every synthetic ad (6 x 4). The
// ad each profile was written to fit is starred; "ok" when it has the highest rate of its row. Then the ads written
// by people (tests/fixtures/match/ads-people): each labelled profile rates its own field highest, required terms
// found or reported missing (>= 95 %), and nothing of the employer, places, arrangements or benefits reported
// missing (0), over the synthetic profiles and the shared exports.
import { matchProfile, readAd } from '../edge/core/match/index.ts';
import { MATCH_ADS, MATCH_PROFILES, matchAd, matchProfileFixture } from '../tests/fixtures/match/index.ts';

const ads = MATCH_ADS.map((name) => ({ name, text: matchAd(name) }));
const readings = ads.map((a) => readAd(a.text));
const width = Math.max(...MATCH_ADS.map((a) => a.length)) + 2;
const pad = (s: string, n: number) => s.padStart(n);
console.log(`${'profile'.padEnd(18)}${MATCH_ADS.map((a) => pad(a, width)).join('')}  best ad`);
let ok = 0;
for (const p of MATCH_PROFILES) {
  const profile = matchProfileFixture(p.name);
  const rates = ads.map((a, i) => matchProfile(profile, a.text, readings[i]).rate);
  const fit = MATCH_ADS.indexOf(p.fits);
  const best = rates.every((r, i) => i === fit || r < rates[fit]);
  if (best) ok += 1;
  const cells = rates.map((r, i) => pad(`${i === fit ? '*' : ''}${r}`, width));
  console.log(`${p.name.padEnd(18)}${cells.join('')}  ${best ? 'ok' : 'MISS'}`);
}
console.log(
  `\n${ok}/${MATCH_PROFILES.length} profiles rate their own ad highest (* = the ad the profile was written to fit)`,
);
for (const [i, r] of readings.entries())
  console.log(
    `${MATCH_ADS[i]}: ${r.language}, "${r.title}", ${r.skills.length} skills/tools/certs, ${r.terms.length} other terms, ${r.boilerplateChars} boilerplate chars left out`,
  );

// Ads written by people (tests/fixtures/match/ads-people) against the synthetic profiles and, when present, the
// shared exports (../shared/fixtures/linkedin-pdf, read here and never copied or printed).
const { peopleAds, PROFILE_FIELDS } = await import('../tests/fixtures/match/index.ts');
const { evaluateMatch } = await import('./lib/match-eval.ts');
const { existsSync, readdirSync } = await import('node:fs');
const path = await import('node:path');
const people = peopleAds();
const synthetic = MATCH_PROFILES.map((p) => ({
  name: p.name,
  profile: matchProfileFixture(p.name),
  field: PROFILE_FIELDS[p.name],
}));
const dir = path.resolve(import.meta.dirname, '../../shared/fixtures/linkedin-pdf');
const shared = [];
if (existsSync(dir)) {
  const { parseFile } = await import('../edge/adapters/node/parse-file.ts');
  for (const f of readdirSync(dir).filter((x) => x.endsWith('.pdf')))
    shared.push({ name: f, profile: await parseFile(path.join(dir, f)) });
}
const mine = evaluateMatch(synthetic, people);
const theirs = evaluateMatch(shared, people);
const langs = [...new Set(people.map((a) => a.lang))].join(', ');
const fields = [...new Set(people.map((a) => a.field))];
console.log(`\n${people.length} ads written by people: ${fields.length} fields (${fields.join(', ')}); ${langs}\n`);
console.log(`${'profile'.padEnd(18)}${'field'.padEnd(11)}own field  best other field   top ad`);
for (const r of mine.ranking)
  console.log(
    `${r.name.padEnd(18)}${r.field.padEnd(11)}${String(r.own).padStart(9)}  ${`${r.bestOther} (${r.bestOtherField})`.padEnd(17)}  ${r.topAd}  ${r.ok ? 'ok' : 'MISS'}`,
  );
const pct = (a: number, b: number) => (b ? ((100 * a) / b).toFixed(1) : '-');
const rows: Array<[string, string, string, boolean]> = [
  [
    'profiles rating their own field highest (synthetic)',
    `${mine.ranking.filter((r) => r.ok).length}/${mine.ranking.length}`,
    'all',
    mine.ranking.every((r) => r.ok),
  ],
  [
    'required terms found or reported missing (synthetic)',
    `${pct(mine.reported, mine.required)} % (${mine.reported}/${mine.required})`,
    '>= 95 %',
    mine.reported >= 0.95 * mine.required,
  ],
  [
    `required terms found or reported missing (${shared.length} shared exports)`,
    `${pct(theirs.reported, theirs.required)} % (${theirs.reported}/${theirs.required})`,
    '>= 95 %',
    !shared.length || theirs.reported >= 0.95 * theirs.required,
  ],
  [
    'employer, place, arrangement or benefit reported missing',
    `${mine.forbidden.length + theirs.forbidden.length} (over ${mine.pairs + theirs.pairs} matches)`,
    '0',
    mine.forbidden.length + theirs.forbidden.length === 0,
  ],
];
console.log('');
for (const [what, figure, goal, met] of rows)
  console.log(`${what.padEnd(62)} ${figure.padEnd(26)} goal ${goal.padEnd(7)} ${met ? 'met' : 'MISSED'}`);
if (shared.length)
  console.log(
    `shared exports by the field whose ads they rate highest: ${Object.entries(theirs.topFields)
      .sort((a, b) => b[1] - a[1])
      .map(([f, n]) => `${f} ${n}`)
      .join(', ')}`,
  );
const unreported = Object.entries(mine.unreported);
if (unreported.length)
  console.log(`\nnot reported: ${unreported.map(([ad, ts]) => `${ad}: ${ts.join(', ')}`).join('; ')}`);
for (const f of [...new Set([...mine.forbidden, ...theirs.forbidden])])
  console.log(`reported missing, must not be: ${f}`);
