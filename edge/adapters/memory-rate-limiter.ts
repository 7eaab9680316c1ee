// Fixed-window counters in memory. On one Node machine that is exact. In the Worker each isolate has its own
// Map, so a limit there is per isolate (an attacker spread over many isolates gets more tries); acceptable for
// now because the costly part (sending mail) is also capped per address, and the port allows swapping in a
// Durable Object or database counter later without touching the routes.
// https://developers.cloudflare.com/workers/reference/how-workers-works/#isolates
import { type Clock, type RateLimiter, type RateLimitResult, type RateRule, systemClock } from '../ports.ts';

interface Window {
  start: number;
  count: number;
  windowMs: number;
  limit: number;
}

export interface MemoryRateLimiterOptions {
  clock?: Clock;
  /** Upper bound on tracked keys, so a flood of distinct keys cannot exhaust memory. */
  maxKeys?: number;
}

export class MemoryRateLimiter implements RateLimiter {
  private readonly windows = new Map<string, Window>();
  private readonly clock: Clock;
  private readonly maxKeys: number;

  constructor(options: MemoryRateLimiterOptions = {}) {
    this.clock = options.clock ?? systemClock;
    this.maxKeys = options.maxKeys ?? 50_000;
  }

  async hit(key: string, rule: RateRule): Promise<RateLimitResult> {
    const now = this.clock.now().getTime();
    let w = this.windows.get(key);
    if (!w || now - w.start >= w.windowMs) {
      if (!w && this.windows.size >= this.maxKeys) this.evict(now);
      w = { start: now, count: 0, windowMs: rule.windowMs, limit: rule.limit };
    }
    // Re-inserted on every hit, so the Map's order is least recently used first.
    this.windows.delete(key);
    this.windows.set(key, w);
    if (w.count >= rule.limit) {
      return {
        ok: false,
        remaining: 0,
        retryAfterSeconds: Math.max(1, Math.ceil((w.start + w.windowMs - now) / 1000)),
      };
    }
    w.count += 1;
    return { ok: true, remaining: rule.limit - w.count, retryAfterSeconds: 0 };
  }

  /**
   * Drops expired windows, then the least recently used ones that are not locked: a flood of new keys must not
   * make the limiter forget a key it is refusing (that would reopen a brute force). Locked keys go only when
   * nothing else is left, which takes maxKeys locked keys, each needing `limit` requests.
   */
  private evict(now: number): void {
    for (const [k, w] of this.windows) if (now - w.start >= w.windowMs) this.windows.delete(k);
    let excess = this.windows.size - Math.floor(this.maxKeys * 0.9);
    for (const [k, w] of this.windows) {
      if (excess <= 0) return;
      if (w.count < w.limit) {
        this.windows.delete(k);
        excess--;
      }
    }
    for (const k of this.windows.keys()) {
      if (excess-- <= 0) return;
      this.windows.delete(k);
    }
  }

  /** For tests and metrics. */
  get size(): number {
    return this.windows.size;
  }
}
