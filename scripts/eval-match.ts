// npm run eval:match: the job-ad match rate of every synthetic profile against every synthetic ad (6 x 4). The
// ad each profile was written to fit is starred; "ok" when it has the highest rate of its row.
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
