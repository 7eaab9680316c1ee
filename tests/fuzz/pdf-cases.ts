// Case generator for the PDF fuzzer: case i of seed s is always the same bytes (or the same item mutation), so a
// failure is replayed with `npm run fuzz -- pdf --seed s --only i`. Structural variants are built lazily with
// pdf-lib and memoised, so a short run only pays for the combinations it draws.
import { MAX_FILE_BYTES } from '../../edge/core/profile/errors.ts';
import type { ParseInput } from '../../edge/core/profile/text-item.ts';
import { mutate } from './pdf-mutate.ts';
import { basePdfs, type SeedPdf, structuralVariant, uncompressed, VARIANT_NAMES } from './pdf-seeds.ts';
import { caseSeed, rng } from './rng.ts';

export type PdfJob =
  | { kind: 'pdf'; bytes: Uint8Array }
  | { kind: 'items'; base: Uint8Array; baseKey: string; seed: number }
  | { kind: 'input'; input: ParseInput };

export interface PdfCase {
  index: number;
  /** Base, variant and mutators, e.g. "synthetic/en-modern.pdf+mediabox-huge bitflip,truncate" (no content). */
  label: string;
  job: PdfJob;
}

// Variants that stall pdf.js until extractText's deadline cost seconds each: drawn a quarter as often.
const SLOW = new Set(['deep-q-nesting', 'many-text-items']);
const WEIGHTED_VARIANTS = VARIANT_NAMES.flatMap((v) => (SLOW.has(v) ? [v] : [v, v, v, v]));

export class PdfCorpus {
  readonly synthetic: SeedPdf[];
  readonly real: SeedPdf[];
  private readonly memo = new Map<string, Promise<SeedPdf | null>>();

  constructor() {
    const { synthetic, real } = basePdfs();
    this.synthetic = synthetic;
    this.real = real;
  }

  private derived(base: SeedPdf, variant: string): Promise<SeedPdf | null> {
    const key = `${base.name}+${variant}`;
    let p = this.memo.get(key);
    if (!p) {
      p = variant === 'plain' ? uncompressed(base) : structuralVariant(base, variant);
      this.memo.set(key, p);
    }
    return p;
  }

  async case(seed: number, index: number): Promise<PdfCase> {
    const r = rng(caseSeed(seed, index));
    // Half synthetic, half real (when present): the real exports are many but the synthetic ones cover languages
    // and layouts the real ones lack.
    const pool = this.real.length && r.chance(0.5) ? this.real : this.synthetic;
    const base = r.pick(pool);
    const roll = r.next();
    if (roll < 0.15) {
      const s = r.int(0, 2 ** 31);
      return {
        index,
        label: `${base.name} items`,
        job: { kind: 'items', base: base.bytes, baseKey: base.name, seed: s },
      };
    }
    if (roll < 0.155) {
      // Just over the 10 MB limit: padding after %%EOF keeps it a valid PDF, so only the size can refuse it.
      const big = new Uint8Array(MAX_FILE_BYTES + 1);
      big.set(base.bytes);
      big.fill(0x20, base.bytes.length);
      return { index, label: `${base.name} oversize`, job: { kind: 'pdf', bytes: big } };
    }
    const source = r.next();
    let start: SeedPdf = base;
    if (source >= 0.3) {
      const variant = source < 0.5 ? 'plain' : r.pick(WEIGHTED_VARIANTS);
      start = (await this.derived(base, variant)) ?? base;
    }
    if (r.chance(0.12)) return { index, label: start.name, job: { kind: 'pdf', bytes: start.bytes } };
    const { bytes, ops } = mutate(start.bytes, r);
    return { index, label: `${start.name} ${ops.join(',')}`, job: { kind: 'pdf', bytes } };
  }
}
