// The person's own lines, read once for the grounded writer: each role's usable sentences (filler, clichés,
// instructions, gibberish and keyword lists set aside; a sentence pasted into several roles kept only in the first),
// and the results with numbers they hold.
import { analyseText, sentenceKey } from '../rubric/content/analyse.ts';
import { results } from '../rubric/content/metrics.ts';
import { lexiconFor, textLanguage } from '../rubric/lang/index.ts';
import type { LlmProfile } from './pii.ts';

const UNUSABLE = new Set(['filler', 'instruction', 'gibberish', 'cliche', 'list']);
/** Contact details scrubbed out of the text: a line that pointed at them says nothing once they are gone. */
const SCRUBBED = /\[(?:link|email|phone) removed\]|\[name\]/;

export interface RoleLines {
  company: string;
  title: string;
  /** Characters of the role's own description. */
  chars: number;
  lines: string[];
  /** Lines holding a result with a number, in the role's order. */
  wins: string[];
}

export interface OwnLines {
  lang: string;
  about: string[];
  roles: RoleLines[];
}

function usable(text: string, lang: string, seen: Set<string>): string[] {
  const own = textLanguage(text, lang);
  const report = analyseText(text, own, lexiconFor(own));
  const out: string[] = [];
  for (const n of report.sentences) {
    const key = sentenceKey(n.text);
    if ((n.dropped && UNUSABLE.has(n.dropped)) || n.template || !key || seen.has(key) || SCRUBBED.test(n.text))
      continue;
    seen.add(key);
    out.push(n.text.replace(/\s+/g, ' ').trim());
  }
  return out;
}

export function ownLines(p: LlmProfile, lang: string): OwnLines {
  const seen = new Set<string>();
  const about = usable(p.about, lang, seen);
  const roles = p.work.map((w) => {
    const lines = usable(w.description, lang, seen);
    return {
      company: w.company,
      title: w.title,
      chars: [...w.description.trim()].length,
      lines,
      wins: lines.filter((l) => results(l).length > 0),
    };
  });
  return { lang, about, roles };
}

/** The clause of a line that holds its first result, for a headline: "cut churn by 12%" out of a long sentence. */
export function resultClause(line: string, max = 90): string {
  const found = results(line)[0];
  const parts = line.split(/\s*[;:–—]\s*|,\s+(?=\p{Ll})/u).map((x) => x.trim());
  const part = (found ? parts.find((x) => x.includes(found)) : undefined) ?? line;
  const clause = part.replace(/[.!?]+$/, '').trim();
  if ([...clause].length <= max || !found) return [...clause].length <= max ? clause : '';
  // Too long: the words around the result, still the person's own, in their order.
  const w = clause.split(/\s+/);
  const at = w.findIndex((x) => found.includes(x) || x.includes(found.split(/\s+/)[0]));
  let out = w.slice(Math.max(0, at - 6), at + 6);
  while (out.length > 3 && [...out.join(' ')].length > max) out = out.slice(1, -1);
  const short = out.join(' ').replace(/^[\p{P}\s]+|[,;:\s]+$/gu, '');
  return short.includes(found.split(/\s+/)[0]) && [...short].length <= max ? short : '';
}
