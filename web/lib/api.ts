// The one way to call our API: by endpoint name from the contract (edge/core/api.ts), the request body and the
// answer typed from its schemas; method and path come from its table, loaded with the first call (lib/contract.ts).
// The browser trusts the answer's shape; tests build the client with the contract's check, so a route that drifts
// from its schema fails there. Errors read "{status}: {body text or status text}" (product specification, section
// 8); for our JSON error shape { error: { code, message }, message } the body text is the message, not the raw JSON.
import type { z } from 'zod';
import type { EndpointName, Endpoints } from '../../edge/core/api.ts';

export class ApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  /** The error's details; for 422, the field errors ({ field: [messages] }). */
  readonly details: unknown;
  /** The server's own words, without the status in front. */
  readonly text: string;
  constructor(status: number, message: string, code?: string, details?: unknown) {
    super(`${status}: ${message}`);
    this.name = 'ApiError';
    this.text = message;
    this.status = status;
    this.code = code;
    this.details = details;
  }
}

/** What the server said, for a toast: an ApiError's text without its status; '' for any other error. */
export function serverText(err: unknown): string {
  return err instanceof ApiError ? err.text.trim() : '';
}

/** The one error for "no session, or the server no longer accepts it": the guards send the user to log in. */
export class SignedOutError extends Error {
  constructor() {
    super('Session expired. Please log in again.');
    this.name = 'SignedOutError';
  }
}

type ParamNames<P extends string> = P extends `${string}:${infer K}/${infer R}`
  ? K | ParamNames<`/${R}`>
  : P extends `${string}:${infer K}`
    ? K
    : never;

type ParamsOf<N extends EndpointName> = [ParamNames<Endpoints[N]['path']>] extends [never]
  ? { params?: undefined }
  : { params: Record<ParamNames<Endpoints[N]['path']>, string> };

type BodyOf<N extends EndpointName> =
  z.input<Endpoints[N]['body']> extends undefined ? { body?: undefined } : { body: z.input<Endpoints[N]['body']> };

export type CallOptions<N extends EndpointName> = ParamsOf<N> &
  BodyOf<N> & {
    token?: string | null;
    signal?: AbortSignal;
    /** The search part (GET /analyses: limit, cursor, profile); absent values are left out. */
    query?: Record<string, string | number | null | undefined>;
  };

export type ApiAnswer<N extends EndpointName> = z.output<Endpoints[N]['response']>;

type Fetcher = (input: string, init: RequestInit) => Response | Promise<Response>;

type Optional<N extends EndpointName> = object extends CallOptions<N> ? [CallOptions<N>?] : [CallOptions<N>];

/** Checks an answer against the endpoint's response schema; returns it, or throws with what is wrong. */
export type AnswerCheck = (name: EndpointName, answer: unknown) => unknown;

export interface ClientOptions {
  /** The browser's fetch; in tests the app's own request handler. */
  fetcher?: Fetcher;
  base?: string;
  check?: AnswerCheck;
}

export function createApiClient({ fetcher = (i, init) => fetch(i, init), base = '/api', check }: ClientOptions = {}) {
  return async function call<N extends EndpointName>(name: N, ...[opts]: Optional<N>): Promise<ApiAnswer<N>> {
    const { endpoints } = await import('./contract.ts');
    const { method, path: template } = endpoints[name];
    const o = (opts ?? {}) as CallOptions<EndpointName> & { params?: Record<string, string>; body?: unknown };
    let path = template.replace(/:(\w+)/g, (_m, key: string) => encodeURIComponent(o.params?.[key] ?? ''));
    const search = new URLSearchParams();
    for (const [k, v] of Object.entries(o.query ?? {})) if (v !== undefined && v !== null) search.set(k, String(v));
    if (search.size) path += `?${search}`;
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (o.token) headers.Authorization = `Bearer ${o.token}`;
    if (o.body !== undefined) headers['Content-Type'] = 'application/json';
    const res = await fetcher(`${base}${path}`, {
      method,
      headers,
      body: o.body === undefined ? undefined : JSON.stringify(o.body),
      credentials: 'same-origin',
      signal: opts?.signal,
    });
    if (!res.ok) throw await toApiError(res);
    const answer = res.status === 204 ? null : await res.json();
    return (check ? check(name, answer) : answer) as ApiAnswer<N>;
  };
}

/** The browser's client. */
export const api = createApiClient();

async function toApiError(res: Response): Promise<ApiError> {
  const text = await res.text().catch(() => '');
  try {
    const body = JSON.parse(text) as {
      message?: unknown;
      error?: { code?: unknown; message?: unknown; details?: unknown };
    };
    const message = typeof body.message === 'string' ? body.message : body.error?.message;
    const code = typeof body.error?.code === 'string' ? body.error.code : undefined;
    if (typeof message === 'string' && message) return new ApiError(res.status, message, code, body.error?.details);
  } catch {
    // Not JSON (a proxy page, an empty body): fall through to the raw text.
  }
  return new ApiError(res.status, text.trim() || res.statusText || 'Request failed');
}
