// The job-ad match measured on ads written by people (tests/fixtures/match/ads-people): for every profile and ad,
// are the ad's required terms found or reported missing (recall), is anything the ad says about its employer,
// places, arrangement or benefits reported missing (must be 0), and does each labelled profile rate its own field's
// ads highest. Shared by `npm run eval:match` and the test that holds the floor.
import { matchProfile, readAd, VOCAB } from '../../edge/core/match/index.ts';
import type { AdReading, MatchResult } from '../../edge/core/match/types.ts';
import type { Profile } from '../../edge/core/profile/schema.ts';
import { fold, stem, tokenize } from '../../edge/core/skills/index.ts';
import type { PeopleAd } from '../../tests/fixtures/match/index.ts';

const CANONICAL = new Map(VOCAB.flatMap((e) => e.spellings.map((s) => [fold(s), fold(e.name)] as const)));
const stems = (s: string) =>
  tokenize(s)
    .map((t) => stem(t.norm))
    .join(' ');
/** One name for a term in any of its spellings: the vocabulary's, else its word stems. */
const keyOf = (s: string) => CANONICAL.get(fold(s)) ?? CANONICAL.get(fold(s).replace(/s$/, '')) ?? stems(s);
const words = (s: string) => tokenize(s).map((t) => t.norm);

export interface EvalProfile {
  name: string;
  profile: Profile;
  /** Known for the synthetic profiles; the shared exports have none. */
  field?: string;
}

export interface MatchEval {
  pairs: number;
  required: number;
  reported: number;
  /** Required terms never found nor reported missing, by ad. */
  unreported: Record<string, string[]>;
  /** Missing terms that name the employer, a place, an arrangement or a benefit: "ad: term". */
  forbidden: string[];
  /** Per labelled profile: mean rate per field, and whether its own field is highest (mean and best ad). */
  ranking: Array<{
    name: string;
    field: string;
    own: number;
    bestOther: number;
    bestOtherField: string;
    topAd: string;
    ok: boolean;
  }>;
  /** Per unlabelled profile: the field whose ads it rates highest. */
  topFields: Record<string, number>;
}

function reportedKeys(m: MatchResult): Set<string> {
  return new Set([...m.found, ...m.missing].map((t) => keyOf(t.term)));
}

function forbiddenIn(m: MatchResult, ad: PeopleAd): string[] {
  const avoid = new Set(ad.avoid.flatMap(words).filter((w) => w.length > 2));
  return m.missing.filter((t) => words(t.term).some((w) => avoid.has(w))).map((t) => `${ad.id}: ${t.term}`);
}

export function evaluateMatch(profiles: EvalProfile[], ads: PeopleAd[]): MatchEval {
  const readings: AdReading[] = ads.map((a) => readAd(a.text));
  const out: MatchEval = {
    pairs: 0,
    required: 0,
    reported: 0,
    unreported: {},
    forbidden: [],
    ranking: [],
    topFields: {},
  };
  const fields = [...new Set(ads.map((a) => a.field))];
  for (const p of profiles) {
    const rates = ads.map((ad, i) => {
      const m = matchProfile(p.profile, ad.text, readings[i]);
      out.pairs += 1;
      const keys = reportedKeys(m);
      for (const r of ad.required) {
        out.required += 1;
        if (keys.has(keyOf(r))) out.reported += 1;
        else {
          const list = out.unreported[ad.id] ?? [];
          if (!list.includes(r)) out.unreported[ad.id] = [...list, r];
        }
      }
      out.forbidden.push(...forbiddenIn(m, ad));
      return m.rate;
    });
    const mean = (f: string) => {
      const rs = rates.filter((_, i) => ads[i].field === f);
      return rs.reduce((a, b) => a + b, 0) / rs.length;
    };
    const byField = fields.map((f) => [f, mean(f)] as const).sort((a, b) => b[1] - a[1]);
    const top = ads[rates.indexOf(Math.max(...rates))];
    if (!p.field) {
      out.topFields[byField[0][0]] = (out.topFields[byField[0][0]] ?? 0) + 1;
      continue;
    }
    const other = byField.find(([f]) => f !== p.field) ?? ['', 0];
    const own = mean(p.field);
    out.ranking.push({
      name: p.name,
      field: p.field,
      own: Math.round(own),
      bestOther: Math.round(other[1]),
      bestOtherField: other[0],
      topAd: top.id,
      ok: own > other[1] && top.field === p.field,
    });
  }
  out.forbidden = [...new Set(out.forbidden)];
  return out;
}
