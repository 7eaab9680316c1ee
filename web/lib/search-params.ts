// Search params for the routes' validateSearch (TanStack Router takes a plain function). Route definitions load
// with the first page, so zod there would put it on the landing page; these few checks do the same job. As with
// zod's `.optional().catch(undefined)`, a value of the wrong type (or too long) reads as absent, never as an
// error page.

export function text(value: unknown, max = Number.POSITIVE_INFINITY): string | undefined {
  return typeof value === 'string' && value.length <= max ? value : undefined;
}

export function flag(value: unknown): boolean | undefined {
  return typeof value === 'boolean' ? value : undefined;
}

export function oneOf<T extends string>(value: unknown, allowed: readonly T[], fallback: T): T {
  return allowed.includes(value as T) ? (value as T) : fallback;
}

/** Leaves absent values out, as zod's object output does for optional keys (and unknown keys are never copied). */
export function present<T extends Record<string, unknown>>(search: T): T {
  return Object.fromEntries(Object.entries(search).filter(([, v]) => v !== undefined)) as T;
}

/**
 * A path on this site to return to after signing in (the auth guard's `redirect`), or undefined: anything that
 * could leave the site (another origin, a protocol-relative `//host`, a backslash some browsers read as `/`) is
 * dropped, so a crafted login link cannot send the user elsewhere.
 */
export function returnPath(value: unknown): string | undefined {
  const path = text(value, 2000);
  if (!path?.startsWith('/') || path.startsWith('//') || path.includes('\\')) return undefined;
  return path;
}
