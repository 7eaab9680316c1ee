// An in-memory LRU in front of an Llm, keyed by (profile hash, rubric version, prompt version, model): the same
// profile never pays for the same advice twice within one process. Concurrent identical requests share one call;
// failures are not cached.
import { PROMPT_VERSION } from '../core/advice/prompt.ts';
import { RUBRIC_VERSION } from '../core/rubric/weights.ts';
import type { AdviceInput, Llm, LlmAdvice } from '../ports.ts';
import { profileHash } from './hashing.ts';

export class LruCache<V> {
  private readonly map = new Map<string, V>();
  constructor(private readonly max: number) {}

  get(key: string): V | undefined {
    const v = this.map.get(key);
    if (v !== undefined) {
      this.map.delete(key);
      this.map.set(key, v);
    }
    return v;
  }

  set(key: string, value: V): void {
    this.map.delete(key);
    this.map.set(key, value);
    while (this.map.size > this.max) this.map.delete(this.map.keys().next().value as string);
  }

  delete(key: string): void {
    this.map.delete(key);
  }

  get size(): number {
    return this.map.size;
  }
}

export class CachedLlm implements Llm {
  readonly model: string;
  private readonly cache: LruCache<Promise<LlmAdvice>>;

  constructor(
    private readonly inner: Llm,
    max = 500,
  ) {
    this.model = inner.model;
    this.cache = new LruCache(max);
  }

  async key(input: AdviceInput): Promise<string> {
    const hash = await profileHash(input.profile, input.targetRole?.trim() ?? '');
    return `${hash}:${RUBRIC_VERSION}:${PROMPT_VERSION}:${this.inner.model}`;
  }

  async advise(input: AdviceInput, signal?: AbortSignal): Promise<LlmAdvice> {
    const key = await this.key(input);
    const hit = this.cache.get(key);
    if (hit) return { ...(await hit), cached: true };
    const call = this.inner.advise(input, signal);
    this.cache.set(key, call);
    try {
      return await call;
    } catch (err) {
      this.cache.delete(key);
      throw err;
    }
  }

  get size(): number {
    return this.cache.size;
  }
}
