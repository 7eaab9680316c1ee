// Per-account slow-down for password sign-ins, in memory (the local auth service runs in this process). A hard
// per-account limit would let anyone lock the owner out with ten wrong passwords; instead, once an account has
// seen FREE_FAILURES failures in the window, its wrong answers take turns, one per SPACING_MS, whoever sends them
// (http/auth-limits.ts asks for a turn only after the password was found wrong, so the owner's right one never
// queues behind a stranger's). A guesser gets one answer a second and holds a connection for each; the rest wait
// up to MAX_WAIT_MS or are turned away.
// https://cheatsheetseries.owasp.org/cheatsheets/Authentication_Cheat_Sheet.html#account-lockout
import { type AccountThrottle, type Clock, type RateLimitResult, systemClock } from '../ports.ts';

interface Entry {
  start: number;
  failures: number;
  /** When the next check on this account may run. */
  nextTurn: number;
}

export interface AccountThrottleOptions {
  clock?: Clock;
  /** How a turn is waited for (tests record it instead of sleeping). */
  sleep?: (ms: number) => Promise<void>;
  freeFailures?: number;
  windowMs?: number;
  spacingMs?: number;
  /** Beyond this wait the attempt is refused with 429 instead of holding a connection. */
  maxWaitMs?: number;
  maxKeys?: number;
}

const OK: RateLimitResult = { ok: true, remaining: 0, retryAfterSeconds: 0 };

export class MemoryAccountThrottle implements AccountThrottle {
  private readonly entries = new Map<string, Entry>();
  private readonly clock: Clock;
  private readonly sleep: (ms: number) => Promise<void>;
  private readonly free: number;
  private readonly windowMs: number;
  private readonly spacing: number;
  private readonly maxWait: number;
  private readonly maxKeys: number;

  constructor(o: AccountThrottleOptions = {}) {
    this.clock = o.clock ?? systemClock;
    this.sleep = o.sleep ?? ((ms) => new Promise((r) => setTimeout(r, ms)));
    this.free = o.freeFailures ?? 10;
    this.windowMs = o.windowMs ?? 15 * 60_000;
    this.spacing = o.spacingMs ?? 1000;
    this.maxWait = o.maxWaitMs ?? 10_000;
    this.maxKeys = o.maxKeys ?? 20_000;
  }

  private live(account: string, now: number): Entry | undefined {
    const e = this.entries.get(account);
    if (e && now - e.start >= this.windowMs) {
      this.entries.delete(account);
      return undefined;
    }
    return e;
  }

  async turn(account: string): Promise<RateLimitResult> {
    const now = this.clock.now().getTime();
    const e = this.live(account, now);
    if (!e || e.failures < this.free) return OK;
    const at = Math.max(now, e.nextTurn);
    if (at - now > this.maxWait) {
      return { ok: false, remaining: 0, retryAfterSeconds: Math.ceil((at - now) / 1000) };
    }
    e.nextTurn = at + this.spacing;
    if (at > now) await this.sleep(at - now);
    return OK;
  }

  failed(account: string): void {
    const now = this.clock.now().getTime();
    let e = this.live(account, now);
    if (!e) {
      if (this.entries.size >= this.maxKeys) this.evict(now);
      e = { start: now, failures: 0, nextTurn: 0 };
      this.entries.set(account, e);
    }
    e.failures += 1;
  }

  /** Expired windows first, then the oldest, so memory stays bounded under a flood of made-up accounts. */
  private evict(now: number): void {
    for (const [k, e] of this.entries) if (now - e.start >= this.windowMs) this.entries.delete(k);
    for (const k of this.entries.keys()) {
      if (this.entries.size < this.maxKeys) break;
      this.entries.delete(k);
    }
  }
}
