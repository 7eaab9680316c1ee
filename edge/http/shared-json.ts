import type { Context, TypedResponse } from 'hono';
import type { AppEnv } from './context.ts';

// Where the store shares one frozen value until the data changes (the read cache on embedded PGlite), its JSON is
// kept beside it instead of being rebuilt for every request. Weak: the text goes when the value does.
const texts = new WeakMap<object, string>();

/** Answers `present(value)` as JSON, serialised once per shared `value`. */
export function sharedJson<T extends object, A>(
  c: Context<AppEnv>,
  value: T,
  present: (value: T) => A,
): Response & TypedResponse<A, 200, 'json'> {
  let text = Object.isFrozen(value) ? texts.get(value) : undefined;
  if (text === undefined) {
    text = JSON.stringify(present(value));
    if (Object.isFrozen(value)) texts.set(value, text);
  }
  return c.body(text, 200, { 'Content-Type': 'application/json' }) as unknown as Response &
    TypedResponse<A, 200, 'json'>;
}
