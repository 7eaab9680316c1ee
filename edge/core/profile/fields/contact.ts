import { splitBlocks } from '../blocks.ts';
import type { Line, Used } from '../pipeline-types.ts';
import { EMAIL_RE, looksLikeUrl, withScheme } from '../text.ts';

// Contact block of the sidebar: e-mail, phone, and links each followed by their label, "(LinkedIn)", "(Company)",
// "(Portfolio)", "(Other)". Long URLs and e-mails are broken across lines at any character, so wrapped lines of one
// block are glued back without a space unless the next line is the "(Label)".

export interface ProfileLink {
  network: string;
  username?: string;
  url: string;
  label?: string;
}

export interface Contact {
  email?: string;
  phone?: string;
  url?: string;
  profiles: ProfileLink[];
  other: string[];
}

function glue(a: string, b: string): string {
  if (b.startsWith('(')) return `${a} ${b}`;
  const last = a.split(' ').pop() ?? '';
  return /[./@:_-]/.test(last) && !/[,;]$/.test(last) ? a + b : `${a} ${b}`;
}

const LABEL_RE = /^(.*?)\s*\(([^()]+)\)$/;
const PHONE_RE = /^\+?[\d\s().-]{7,}$/;
const PERSONAL_LABELS = /^(personal|portfolio|blog|website|site|homepage)/i;

function toLink(value: string, label: string | undefined): ProfileLink {
  const url = withScheme(value.replace(/\s+/g, ''));
  const li = /linkedin\.com\/in\/([^/?#]+)/i.exec(url);
  if (li || label?.toLowerCase() === 'linkedin') return { network: 'LinkedIn', username: li?.[1], url, label };
  const host = /^https?:\/\/(?:www\.)?([^/]+)/i.exec(url)?.[1] ?? value;
  const known = /github|twitter|x\.com|facebook|instagram|medium|behance|dribbble|youtube|gitlab|stackoverflow/i.exec(
    host,
  );
  return { network: known ? host.split('.')[0] : label && !/^other$/i.test(label) ? label : host, url, label };
}

// Links are set tightly, one after another, so the gap does not separate them; their "(Label)" closes each one.
function contactBlocks(lines: Line[]): Line[][] {
  return splitBlocks(lines)
    .flatMap((block) => {
      const out: Line[][] = [[]];
      for (const line of block) {
        out[out.length - 1].push(line);
        if (LABEL_RE.test(line.text)) out.push([]);
      }
      return out.filter((b) => b.length);
    })
    .reduce<Line[][]>((acc, block) => {
      // A URL or e-mail cut at "-", "/", "." or "@" continues in the next block even when the gap looked like a break.
      const prev = acc[acc.length - 1];
      const tail = prev?.[prev.length - 1]?.text ?? '';
      if (prev && !LABEL_RE.test(tail) && !tail.includes(' ') && /[-/.@]$/.test(tail)) prev.push(...block);
      else acc.push(block);
      return acc;
    }, []);
}

export function parseContact(lines: Line[], used: Used): Contact {
  const out: Contact = { profiles: [], other: [] };
  for (const block of contactBlocks(lines)) {
    const text = block.map((l) => l.text).reduce((a, b) => (a ? glue(a, b) : b), '');
    for (const l of block) used.add(l.id);
    const labelled = LABEL_RE.exec(text);
    const value = labelled ? labelled[1] : text;
    const label = labelled?.[2];
    const email = EMAIL_RE.exec(text)?.[0];
    if (email && !out.email) out.email = email;
    else if (PHONE_RE.test(value) && /\d{6,}/.test(value.replace(/\D/g, '')) && !out.phone) out.phone = value;
    else if (looksLikeUrl(value.replace(/\s+/g, ''))) out.profiles.push(toLink(value, label));
    else out.other.push(text);
  }
  out.url = out.profiles.find((p) => p.label && PERSONAL_LABELS.test(p.label))?.url;
  return out;
}
