// Registers a route from its endpoint's definition (edge/core/api.ts): its method and path, the validation of its
// path parameters, query and body, and a handler whose answer must be the endpoint's response schema's input. A
// handler that answers another shape, or a schema changed without its handler, fails the type check.
import type { Context, Hono, MiddlewareHandler, TypedResponse } from 'hono';
import type { StatusCode } from 'hono/utils/http-status';
import { z } from 'zod';
import type { Endpoint } from '../core/api.ts';
import type { AppEnv } from './context.ts';
import type { Refusal } from './rate-limit.ts';
import { validate } from './validate.ts';

type Target<K extends string, S> = S extends z.ZodType ? { [k in K]: z.output<S> } : Record<never, never>;

/** What c.req.valid() gives the handler: exactly the inputs its definition validates. */
type Valid<D extends Endpoint> = {
  out: Target<'param', D['param']> &
    Target<'query', D['query']> &
    (z.input<D['body']> extends undefined ? Record<never, never> : { json: z.output<D['body']> });
};

/** The endpoint's answer as c.json (or c.body(null, 204)) types it, or a rate limit's 429. */
export type Reply<D extends Endpoint> = TypedResponse<z.input<D['response']>, StatusCode, 'json' | 'body'> | Refusal;

export type EndpointContext<D extends Endpoint> = Context<AppEnv, D['path'], Valid<D>>;

/** Top-level keys a handler answers that its schema does not have (they would be stripped or drift unseen). */
type Extra<R, D extends Endpoint> =
  R extends TypedResponse<infer T, StatusCode, 'json'>
    ? T extends object
      ? Exclude<keyof T, keyof z.input<D['response']>>
      : never
    : never;

export interface RouteOptions {
  /** Run before validation, in order (auth, rate and body limits). */
  use?: MiddlewareHandler<AppEnv>[];
  /** The body is never stored as text (see validate's `storable`). */
  storable?: false;
}

export function route<D extends Endpoint, R extends Reply<D>>(
  app: Hono<AppEnv>,
  def: D,
  options: RouteOptions,
  handler: (c: EndpointContext<D>) => R | Promise<R>,
  ...exact: [Extra<R, D>] extends [never] ? [] : [`not in the answer schema: ${Extra<R, D> & string}`]
): void {
  void exact;
  const chain: MiddlewareHandler<AppEnv>[] = [...(options.use ?? [])];
  if (def.param) chain.push(validate('param', def.param) as MiddlewareHandler<AppEnv>);
  if (def.query) chain.push(validate('query', def.query) as MiddlewareHandler<AppEnv>);
  // A body-less endpoint takes none: there is nothing to validate.
  if (!(def.body instanceof z.ZodUndefined)) {
    chain.push(validate('json', def.body, { storable: options.storable }) as MiddlewareHandler<AppEnv>);
  }
  app.on(def.method, [def.path], ...chain, handler as unknown as MiddlewareHandler<AppEnv>);
}
