// How a profile meets a job ad. Every term is looked up with the skills rule (aliases, word stems) in each area of
// the profile; the result is a separate number from the profile score and never changes it.
import type { Profile } from '../profile/schema.ts';
import { findSkill, type PreparedText, prepare, stem, tokenize } from '../skills/index.ts';
import { readAd, senorityOf } from './extract.ts';
import { ALIAS_CREDIT, combine, matchBand, TITLE_PHRASE_BONUS } from './formula.ts';
import { VOCAB } from './lexicon.ts';
import { AREAS, currentTitles, type ProfileAreas, profileAreas } from './profile-areas.ts';
import { SAME_TITLE, SHOWN_BY } from './related.ts';
import type { AdReading, AdTerm, FoundTerm, MatchArea, MatchResult, MissingTerm, TitleGap } from './types.ts';

const CANONICAL = new Map(VOCAB.flatMap((e) => e.spellings.map((s) => [s.toLowerCase(), e] as const)));

/** The profile's words for a narrower skill that shows this one ("PostgreSQL" for SQL), or null. */
function shownBy(areas: ProfileAreas, t: AdTerm): string | null {
  const entry = t.spellings.map((s) => CANONICAL.get(s.toLowerCase())).find(Boolean);
  for (const name of entry ? (SHOWN_BY[entry.name] ?? []) : []) {
    const e = CANONICAL.get(name.toLowerCase());
    for (const area of AREAS)
      for (const spelling of e?.spellings ?? [name]) {
        const hit = findSkill(areas[area], spelling, { loose: false });
        if (hit) return hit.quote;
      }
  }
  return null;
}

const stems = (s: string) => tokenize(s).map((t) => stem(t.norm));
const sameStems = (a: string, b: string) => stems(a).join(' ') === stems(b).join(' ');

interface Lookup {
  where: MatchArea[];
  quote: string;
  /** Found only under another spelling. */
  alias: boolean;
}

function lookUp(areas: ProfileAreas, t: AdTerm): Lookup | null {
  const where: MatchArea[] = [];
  let own = '';
  let other = '';
  for (const area of AREAS) {
    for (const spelling of t.spellings) {
      const hit = findSkill(areas[area], spelling);
      if (!hit) continue;
      if (sameStems(hit.quote, t.term) || (hit.exact === false && spelling === t.term)) {
        own ||= hit.quote;
        where.push(area);
        break;
      }
      other ||= hit.quote;
    }
  }
  if (own) return { where, quote: own, alias: false };
  return other ? { where: [], quote: other, alias: true } : null;
}

/** Where adding a missing term would count: skills for skills and tools, the title words in the headline. */
function addTo(t: AdTerm, profile: Profile): MatchArea {
  if (t.kind === 'certification') return 'certifications';
  if (t.kind === 'skill' || t.kind === 'tool') return 'skills';
  return profile.work.length ? 'experience' : 'about';
}

function titleGap(ad: AdReading, profile: Profile): { gap: TitleGap; score: number | null } {
  const headline = profile.basics.label ?? '';
  const current = currentTitles(profile);
  const own = `${headline} .\n${current}`;
  // The title in the profile's language counts as the ad's: "Datenanalyst" holds "Data Analyst".
  const same = SAME_TITLE.filter((g) => g.some((t) => findSkill(own, t, { loose: false }))).flat();
  const p: PreparedText = prepare(same.length ? `${own} .\n${same.join(' .\n')}` : own);
  const missing = ad.titleWords.filter((w) => !findSkill(p, w, { loose: false }));
  const share = ad.titleWords.length ? 1 - missing.length / ad.titleWords.length : 0;
  const phrase = ad.titleWords.length > 1 && findSkill(p, ad.titleWords.join(' '), { loose: false }) !== null;
  const score = ad.titleWords.length
    ? Math.min(1, (1 - TITLE_PHRASE_BONUS) * share + (phrase || share === 1 ? TITLE_PHRASE_BONUS : 0))
    : null;
  return {
    score,
    gap: {
      ad: ad.title,
      headline,
      current,
      overlap: Math.round(100 * share),
      missing_words: missing,
      ad_seniority: ad.seniority,
      your_seniority: senorityOf(`${headline} ${current}`),
    },
  };
}

function part(terms: AdTerm[], credit: Map<AdTerm, number>): number | null {
  const total = terms.reduce((s, t) => s + t.weight, 0);
  return total ? terms.reduce((s, t) => s + t.weight * (credit.get(t) ?? 0), 0) / total : null;
}

export function matchProfile(profile: Profile, adText: string, reading: AdReading = readAd(adText)): MatchResult {
  const areas = profileAreas(profile);
  const found: FoundTerm[] = [];
  const missing: MissingTerm[] = [];
  const credit = new Map<AdTerm, number>();
  for (const t of [...reading.skills, ...reading.terms]) {
    const l = lookUp(areas, t);
    credit.set(t, l ? (l.alias ? ALIAS_CREDIT : 1) : 0);
    const base = { term: t.term, kind: t.kind, weight: Math.round(t.weight * 100) / 100, required: t.required };
    if (l && !l.alias) found.push({ ...base, where: l.where, quote: l.quote });
    else {
      const yours = l?.quote ?? (t.kind === 'term' ? null : shownBy(areas, t));
      missing.push({ ...base, add_to: addTo(t, profile), ...(yours ? { yours } : {}) });
    }
  }
  const { gap, score } = titleGap(reading, profile);
  const parts = { title: score, skills: part(reading.skills, credit), terms: part(reading.terms, credit) };
  const rate = combine(parts);
  // Title words the headline lacks come first among missing terms of equal weight: the title weighs most.
  const titleMissing: MissingTerm[] = gap.missing_words
    .filter((w) => ![...missing, ...found].some((t) => t.term.toLowerCase().split(/\s+/).includes(w)))
    .map((w) => ({ term: w, kind: 'term', weight: 3, required: true, add_to: 'headline' }));
  return {
    rate,
    band: matchBand(rate),
    language: reading.language,
    parts: {
      title: parts.title === null ? null : Math.round(100 * parts.title),
      skills: parts.skills === null ? null : Math.round(100 * parts.skills),
      terms: parts.terms === null ? null : Math.round(100 * parts.terms),
    },
    title: gap,
    found,
    missing: [...titleMissing, ...missing].sort((a, b) => b.weight - a.weight),
  };
}
