// The measures `npm run eval:advice` prints and the floor test holds, over any set of profiles (the shared modern
// exports, or the repo's synthetic fixtures). Defined exactly as the product owner wrote them; returns counts
// only, never profile text.

import { withoutPlaceholders } from '../../edge/core/advice/apply.ts';
import { buildFacts } from '../../edge/core/advice/facts.ts';
import { groundText } from '../../edge/core/advice/grounding.ts';
import { findNumbers } from '../../edge/core/advice/numbers.ts';
import { pasteAll } from '../../edge/core/advice/offer.ts';
import { resultClause } from '../../edge/core/advice/own-lines.ts';
import { llmProfile } from '../../edge/core/advice/pii.ts';
import {
  contentLanguage,
  groundedRewrites,
  personalAnalysis,
  rubricOnlyContent,
} from '../../edge/core/advice/rubric-advice.ts';
import { ADVICE_SECTIONS, type ProContent } from '../../edge/core/advice/schema.ts';
import type { Profile } from '../../edge/core/profile/schema.ts';
import { scoreProfile } from '../../edge/core/rubric/score.ts';
import { norm, words } from '../../edge/core/rubric/text.ts';

export interface Share {
  hit: number;
  of: number;
}
export interface AdviceEval {
  profiles: number;
  /** boilerplatePerPerson: each person's distinct suggestion texts once (exports of one person in several interface
   *  languages count as one), boilerplate when the text is in 3+ persons' suggestions. */
  suggestions: { boilerplate: Share; boilerplatePerPerson: Share; specific: Share; zeroGain: Share };
  /** The same measures over what every screen shows: the analysis's `sections[].suggestions` and the basics card. */
  sectionSuggestions: { boilerplate: Share; specific: Share; zeroGain: Share };
  /** Notes of what is already strong, said apart from the suggestions: how many, and how many sections have one. */
  strengths: { notes: number; sections: Share };
  /** placeholderWhenText: bullets that are only a question (no words of the person's) on roles with 200+ characters;
   *  rolesOffered: roles with 200+ characters of their own text that are offered a rewrite. */
  bullets: { repeatedAcrossRoles: number; placeholderWhenText: Share; rolesGrounded: Share; rolesOffered: Share };
  headlines: { placeholderWithResult: Share; over220: number; offered: Share };
  /** Profiles offered help with the About: a draft or an outline. */
  about: { offered: Share };
  /** scoreRaised: exports whose overall score rises with every offered rewrite pasted; neverLower: does not fall. */
  rewrites: { ungrounded: number; checked: number; scoreRaised: Share; neverLower: Share };
  files: Array<{ file: string; before: number; after: number; specific: number; zero: number }>;
}

const share = (): Share => ({ hit: 0, of: 0 });
export const pct = (s: Share) => (s.of ? (100 * s.hit) / s.of : 0);

/** Names a role title, company, school or listed skill, or quotes 4+ consecutive words of the person's own text. */
export function isSpecific(text: string, p: Profile): boolean {
  const t = norm(text);
  const names = [
    ...p.work.flatMap((w) => [w.position, w.name]),
    ...p.education.map((e) => e.institution),
    ...p.skills.map((s) => s.name),
    ...p.topSkills,
  ].filter((n) => n && norm(n).trim().length > 1);
  if (names.some((n) => t.includes(norm(n)))) return true;
  const own = norm([p.basics.label, p.basics.summary, ...p.work.map((w) => w.summary)].join(' . '));
  const w = words(text);
  for (let i = 0; i + 4 <= w.length; i++) if (own.includes(` ${w.slice(i, i + 4).join(' ')} `)) return true;
  return false;
}

const isPlaceholder = (s: string) => /\[[^\]]+\]/.test(s);
const bulletsOf = (d: string) =>
  d
    .split('\n')
    .map((b) => b.replace(/^[•\s]+/, '').trim())
    .filter(Boolean);

/** Every number and proper noun of a rewrite is in the role's own text (title and company included). */
function reusesFacts(rewrite: string, source: string): boolean {
  const src = norm(source);
  const nums = new Set(findNumbers(source).map((n) => n.value));
  if (findNumbers(rewrite).some((n) => !nums.has(n.value))) return false;
  const proper = [...rewrite.matchAll(/(?<=[\p{L}\p{N},;)] )\p{Lu}[\p{L}\p{N}&.+#-]*/gu)].map((m) => m[0]);
  return proper.every((w) => src.includes(norm(w)));
}

export function evaluateAdvice(items: Array<{ file: string; profile: Profile }>): AdviceEval {
  const r: AdviceEval = {
    profiles: items.length,
    suggestions: { boilerplate: share(), boilerplatePerPerson: share(), specific: share(), zeroGain: share() },
    sectionSuggestions: { boilerplate: share(), specific: share(), zeroGain: share() },
    strengths: { notes: 0, sections: share() },
    bullets: { repeatedAcrossRoles: 0, placeholderWhenText: share(), rolesGrounded: share(), rolesOffered: share() },
    headlines: { placeholderWithResult: share(), over220: 0, offered: share() },
    about: { offered: share() },
    rewrites: { ungrounded: 0, checked: 0, scoreRaised: share(), neverLower: share() },
    files: [],
  };
  const seenIn = new Map<string, Set<string>>();
  const shown: Array<{ file: string; text: string }> = [];
  const shownIn = new Map<string, Set<string>>();
  const all: Array<{ file: string; text: string }> = [];
  const byPerson = new Map<string, Set<string>>();
  for (const { file, profile } of items) {
    const person = personKey(file, profile);
    if (!byPerson.has(person)) byPerson.set(person, new Set());
    const a = scoreProfile(profile);
    const c: ProContent = rubricOnlyContent(profile, a);
    const personal = personalAnalysis(profile, a);
    for (const part of [...Object.values(personal.sections), personal.basics])
      for (const sg of part.suggestions) {
        shown.push({ file, text: sg.text });
        if (!shownIn.has(sg.text)) shownIn.set(sg.text, new Set());
        shownIn.get(sg.text)?.add(file);
        r.sectionSuggestions.specific.of++;
        r.sectionSuggestions.zeroGain.of++;
        if (isSpecific(sg.text, profile)) r.sectionSuggestions.specific.hit++;
        if (sg.gain <= 0) r.sectionSuggestions.zeroGain.hit++;
      }
    r.about.offered.of++;
    if (c.about_rewrite) r.about.offered.hit++;
    let spec = 0;
    let zero = 0;
    for (const s of ADVICE_SECTIONS) {
      const notes = c.strengths?.[s] ?? [];
      r.strengths.notes += notes.length;
      r.strengths.sections.of++;
      if (notes.length) r.strengths.sections.hit++;
    }
    for (const s of ADVICE_SECTIONS)
      c.recommendations[s].forEach((text, i) => {
        all.push({ file, text });
        byPerson.get(person)?.add(text);
        if (!seenIn.has(text)) seenIn.set(text, new Set());
        seenIn.get(text)?.add(file);
        r.suggestions.specific.of++;
        r.suggestions.zeroGain.of++;
        if (isSpecific(text, profile)) {
          r.suggestions.specific.hit++;
          spec++;
        }
        if ((c.gains?.recommendations[s][i] ?? 0) <= 0) {
          r.suggestions.zeroGain.hit++;
          zero++;
        }
      });
    const view = llmProfile(profile);
    const w = groundedRewrites(profile, contentLanguage(profile, a));
    const count = new Map<string, number>();
    for (const d of w.descriptions)
      for (const b of new Set(bulletsOf(d.description).map(norm))) count.set(b, (count.get(b) ?? 0) + 1);
    r.bullets.repeatedAcrossRoles += [...count.values()].filter((n) => n > 1).length;
    for (const role of view.work) {
      const d = w.descriptions.find((x) => x.company === role.company && x.title === role.title);
      const own = role.description.trim();
      if (!d) {
        // A role with text the writer did not take up (beyond the number of roles it reworks) is not offered.
        if ([...own].length >= 200) r.bullets.rolesOffered.of++;
        continue;
      }
      if ([...own].length >= 200) {
        for (const b of bulletsOf(d.description)) {
          r.bullets.placeholderWhenText.of++;
          if (!withoutPlaceholders(b).trim()) r.bullets.placeholderWhenText.hit++;
        }
        r.bullets.rolesOffered.of++;
        if (c.improved_descriptions.some((x) => x.company === d.company && x.title === d.title))
          r.bullets.rolesOffered.hit++;
      }
      const kept = withoutPlaceholders(d.description);
      // Questions only (no line of the role's text was usable): nothing of theirs to check.
      if (!own || !kept.trim()) continue;
      r.bullets.rolesGrounded.of++;
      const same = view.work.filter((x) => x.company === role.company && x.title === role.title);
      const source = same.map((x) => `${x.title} . ${x.company} . ${x.description}`).join(' . ');
      if (reusesFacts(kept, source)) r.bullets.rolesGrounded.hit++;
    }
    // A result the headline may quote: an outcome in a role held now, or in the About.
    const hasResult = [...w.lines.about, ...w.lines.roles.filter((x) => x.current).flatMap((x) => x.wins)].some(
      (t) => resultClause(t, 80) !== '',
    );
    for (const h of w.headlines) {
      if (hasResult) {
        r.headlines.placeholderWithResult.of++;
        if (isPlaceholder(h)) r.headlines.placeholderWithResult.hit++;
      }
      if ([...h].length > 220) r.headlines.over220++;
    }
    r.headlines.offered.of++;
    if (c.headline_variants.length) r.headlines.offered.hit++;
    const facts = buildFacts(view);
    const texts = [...c.headline_variants, c.about_rewrite, ...c.improved_descriptions.map((d) => d.description)];
    for (const t of texts.filter(Boolean)) {
      r.rewrites.checked++;
      if (groundText(t, facts).violations.length) r.rewrites.ungrounded++;
    }
    const after = pasteAll(profile, c);
    const before = a.overall_score;
    const now = scoreProfile(after).overall_score;
    r.rewrites.scoreRaised.of++;
    if (now > before) r.rewrites.scoreRaised.hit++;
    r.rewrites.neverLower.of++;
    if (now >= before) r.rewrites.neverLower.hit++;
    r.files.push({ file, before, after: now, specific: spec, zero });
  }
  for (const { text } of shown) {
    r.sectionSuggestions.boilerplate.of++;
    if ((shownIn.get(text)?.size ?? 0) >= 3) r.sectionSuggestions.boilerplate.hit++;
  }
  for (const { text } of all) {
    r.suggestions.boilerplate.of++;
    if ((seenIn.get(text)?.size ?? 0) >= 3) r.suggestions.boilerplate.hit++;
  }
  const persons = new Map<string, number>();
  for (const texts of byPerson.values()) for (const t of texts) persons.set(t, (persons.get(t) ?? 0) + 1);
  for (const texts of byPerson.values())
    for (const t of texts) {
      r.suggestions.boilerplatePerPerson.of++;
      if ((persons.get(t) ?? 0) >= 3) r.suggestions.boilerplatePerPerson.hit++;
    }
  return r;
}

/** One person behind several exports: the person's name as parsed, else the file. */
function personKey(file: string, p: Profile): string {
  const name = norm(p.basics.name ?? '').trim();
  return name || file;
}
