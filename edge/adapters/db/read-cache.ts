// Per-user reads that every authenticated request repeats (the users row, the analyses list), kept until the
// database changes. "Changes" is SqlVersion's counter: any statement that could write, from anywhere in the
// process, makes every entry stale, so a cached answer is always one the database would give now. Only where
// the Sql has a version (embedded PGlite); elsewhere every read goes to the database.
import type { SqlVersion } from './sql.ts';

interface Entry {
  value: unknown;
  weight: number;
}

/** Deep-freezes plain data: cached values are shared by every request that reads them. */
export function freeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) freeze(v);
  }
  return value;
}

export class ReadCache {
  private readonly entries = new Map<string, Entry>();
  private weight = 0;
  /** The version every entry was read at: all of them go stale together. */
  private at = -1;

  /** maxWeight bounds memory: a users row weighs 1, a list weighs 1 + its rows. */
  constructor(
    private readonly version: SqlVersion,
    private readonly maxWeight = 20_000,
  ) {}

  async get<T>(key: string, load: () => Promise<T>, weigh: (v: T) => number = () => 1): Promise<T> {
    const seen = this.version.current();
    if (seen !== this.at) {
      this.entries.clear();
      this.weight = 0;
      this.at = seen;
    }
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key);
      this.entries.set(key, hit); // most recently used goes last
      return hit.value as T;
    }
    const value = freeze(await load());
    // Kept only if nothing that could write started or finished while it was read.
    if (this.version.current() === seen && this.at === seen) this.put(key, { value, weight: weigh(value) });
    return value;
  }

  private put(key: string, entry: Entry): void {
    if (entry.weight > this.maxWeight || this.entries.has(key)) return;
    this.entries.set(key, entry);
    this.weight += entry.weight;
    for (const [k, e] of this.entries) {
      if (this.weight <= this.maxWeight) break;
      this.entries.delete(k);
      this.weight -= e.weight;
    }
  }
}
