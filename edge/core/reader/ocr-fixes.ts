// Confusions tesseract makes systematically in LinkedIn's sans-serif fonts, where the letters look alike: "AI" read
// as "Al", "II" as "Il", a capital I at the start of a sentence as "|". Each is undone only where the neighbours
// make the reading clear, so "Al Pacino", "Il Sole" or "Al igual que" stay as they are.

const lowerNext = (next: string | undefined) => next !== undefined && /^\p{Ll}/u.test(next);

/** Words that follow "AI" in titles and headlines, never a first name "Al". */
const AI_WORDS =
  /^(Engineer|Engineering|Product|Products|Research|Researcher|Scientist|Science|Developer|Development|Architect|Lead|Specialist|Consultant|Enthusiast|Solutions?|Strategy|Platform|Agents?|Automation|Trainer|Training|Data|Ethics|Safety|Infrastructure|Systems|Expert|Coach|Governance|Innovation|Integration|Transformation|Advisor|Analyst|Manager|Startup|Tools)\b/;

export function fixWord(text: string, prev: string | undefined, next: string | undefined): string {
  // The legacy export's footer "Page1": its digit read as a letter.
  if (/^Page[lI|]$/.test(text)) return 'Page1';
  // "| design pipelines", "Before product, | spent": the pronoun I (a separator bar is followed by a capital).
  if (text === '|' && lowerNext(next)) return 'I';
  // "Applied Al", "Al/ML", "Al," "Al |": never a first name when nothing but punctuation or a capital follows, nor
  // with a mark of its own ("Al/ML", "Al,"), nor before a word of a job or a field ("Al Engineer", "Al Product").
  const ai = /^Al(?=$|[/,.;:)&-])/.exec(text);
  const name = text === 'Al' && next && /^\p{Lu}\p{Ll}/u.test(next) && prev === undefined && !AI_WORDS.test(next);
  if (ai && !lowerNext(next) && !name) return `AI${text.slice(2)}`;
  // "¡O Sphere": the Spanish model's inverted exclamation mark for an i before a capital ("iO"), with no "!" after.
  if (/^¡\p{Lu}/u.test(text) && !text.includes('!') && !next?.includes('!')) return `i${text.slice(1)}`;
  // "self-service Bl", "Bl/analytics": BI, as no word is spelt "Bl".
  if (/^Bl(?=$|[/,.;:)&-])/.test(text)) return `BI${text.slice(2)}`;
  // "GenAl", "OpenAl": AI closing a word that starts with a capital (a small "al" ends "Global", never "Al").
  if (/^\p{Lu}\p{Ll}+Al(?=$|[/,.;:)&-])/u.test(text)) return text.replace(/Al(?=$|[/,.;:)&-])/u, 'AI');
  // "Product Manager Il" / "Engineer Ill": a roman numeral after a word, not a sentence's pronoun or article.
  const roman = /^(Il|Ill)(?=$|[,.;:)])/.exec(text);
  if (roman && prev !== undefined && /\p{L}/u.test(prev) && !lowerNext(next))
    return `${roman[1].replace(/l/g, 'I')}${text.slice(roman[1].length)}`;
  return text;
}
