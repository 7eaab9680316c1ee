// The blind raters' verdicts turned into the figures of ../shared/advice-rating/README.md. A rater file is a JSON
// list of {id, correct, useful, harmful, use?, invents?, natural?, note?} (GUIDE.md); the rater is named by the
// file: `<rater>.json` or `<rater>-<anything>.json` (one file per rater, or one per rater and packet). Figures are
// over all ratings of all raters; texts to copy (HV, AB, RD) are the ids with those tags.
import { z } from 'zod';

export const Rating = z.object({
  id: z.string().transform((s) => s.replace(/^\[|\]$/g, '').trim()),
  correct: z.coerce.number().int().min(0).max(1),
  useful: z.coerce.number().int().min(0).max(2),
  harmful: z.coerce.number().int().min(0).max(1),
  use: z.enum(['as_is', 'edit', 'no']).optional(),
  invents: z.coerce.number().int().min(0).max(1).optional(),
  natural: z.coerce.number().int().min(0).max(1).optional(),
  note: z.string().optional(),
});
export type Rating = z.infer<typeof Rating>;

export interface Share {
  hit: number;
  of: number;
}
export interface RatingFigures {
  raters: string[];
  packets: number;
  suggestions: { correct: Share; useful: Share; useful2: Share; harmful: Share };
  texts: {
    usable: Share;
    asIs: Share;
    harmful: Share;
    invents: Share;
    natural: Share;
    /** Usable (as is or edit) by kind of text. */
    byKind: Record<'HV' | 'AB' | 'RD', Share>;
  };
}

const share = (): Share => ({ hit: 0, of: 0 });
const add = (s: Share, hit: boolean) => {
  s.of++;
  if (hit) s.hit++;
};
export const kindOf = (id: string): 'S' | 'HV' | 'AB' | 'RD' | null => {
  const m = id.match(/-(S|HV|AB|RD)(?:-|$)/);
  return m ? (m[1] as 'S' | 'HV' | 'AB' | 'RD') : null;
};

/** The rater a file belongs to, from its name. */
export function raterOf(fileName: string): string {
  return fileName.replace(/\.json$/i, '').split(/[-_.]/)[0] || fileName;
}

/** `files`: each rater file's name and parsed JSON. Throws with the file and item when one is malformed. */
export function aggregateRatings(files: Array<{ name: string; json: unknown }>): RatingFigures {
  const r: RatingFigures = {
    raters: [],
    packets: 0,
    suggestions: { correct: share(), useful: share(), useful2: share(), harmful: share() },
    texts: {
      usable: share(),
      asIs: share(),
      harmful: share(),
      invents: share(),
      natural: share(),
      byKind: { HV: share(), AB: share(), RD: share() },
    },
  };
  const raters = new Set<string>();
  const packets = new Set<string>();
  for (const f of files) {
    const list = z.array(z.unknown()).safeParse(f.json);
    if (!list.success) throw new Error(`${f.name}: not a JSON list of ratings`);
    raters.add(raterOf(f.name));
    list.data.forEach((raw, i) => {
      const p = Rating.safeParse(raw);
      if (!p.success) throw new Error(`${f.name} item ${i + 1}: ${p.error.issues[0]?.message}`);
      const x = p.data;
      const kind = kindOf(x.id);
      if (!kind) throw new Error(`${f.name} item ${i + 1}: id "${x.id}" names no item kind (S, HV, AB, RD)`);
      packets.add(x.id.split('-')[0]);
      if (kind === 'S') {
        add(r.suggestions.correct, x.correct === 1);
        add(r.suggestions.useful, x.useful >= 1);
        add(r.suggestions.useful2, x.useful === 2);
        add(r.suggestions.harmful, x.harmful === 1);
        return;
      }
      const usable = x.use === 'as_is' || x.use === 'edit';
      add(r.texts.usable, usable);
      add(r.texts.asIs, x.use === 'as_is');
      add(r.texts.harmful, x.harmful === 1);
      add(r.texts.invents, x.invents === 1);
      add(r.texts.natural, x.natural === 1);
      add(r.texts.byKind[kind], usable);
    });
  }
  r.raters = [...raters].sort();
  r.packets = packets.size;
  return r;
}
