import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ZodError } from 'zod';
import { AppError, errorBody } from '../core/errors.ts';
import type { AppEnv } from './context.ts';

export function fieldErrors(err: ZodError): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of err.issues) {
    const key = issue.path.join('.') || '_';
    const list = out[key] ?? [];
    list.push(issue.message);
    out[key] = list;
  }
  return out;
}

/** Every error leaves in one shape; nothing a client can send yields a 500. */
export function onError(err: Error, c: Context<AppEnv>) {
  if (err instanceof AppError) {
    return c.json(errorBody(err.code, err.message, err.details), err.status as ContentfulStatusCode);
  }
  if (err instanceof ZodError) {
    return c.json(errorBody('VALIDATION_FAILED', 'Some fields are invalid.', fieldErrors(err)), 422);
  }
  if (err instanceof HTTPException) {
    const status = err.status;
    if (status === 413) return c.json(errorBody('PAYLOAD_TOO_LARGE', 'The request body is too large.'), 413);
    if (status < 500) return c.json(errorBody('BAD_REQUEST', err.message || 'Bad request.'), status);
  }
  c.get('deps')?.log.error('unhandled', { requestId: c.get('requestId'), error: String(err?.stack ?? err) });
  return c.json(errorBody('INTERNAL', 'Something went wrong on our side. Please try again.'), 500);
}

export function notFound(c: Context<AppEnv>) {
  return c.json(errorBody('NOT_FOUND', `No route for ${c.req.method} ${new URL(c.req.url).pathname}.`), 404);
}
