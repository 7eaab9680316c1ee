// Small readers over untrusted JSON (a verified Stripe event is still data whose shape varies by API version).
// Each returns null instead of throwing, so a field we do not need can never fail a webhook.
import { isUuid } from '../ids.ts';

export type Json = Record<string, unknown>;

export function obj(v: unknown): Json | null {
  return v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : null;
}

export function str(v: unknown, max = 255): string | null {
  return typeof v === 'string' && v.length > 0 && v.length <= max ? v : null;
}

/** Stripe expands some references into objects; both forms carry the id. */
export function ref(v: unknown): string | null {
  return str(v) ?? str(obj(v)?.id);
}

/** Unix seconds -> Date. */
export function unix(v: unknown): Date | null {
  return typeof v === 'number' && Number.isFinite(v) && v > 0 ? new Date(v * 1000) : null;
}

/** Our user ids are uuids; anything else is treated as absent (never reaches a uuid column). */
export function userId(v: unknown): string | null {
  const s = str(v, 36);
  return s && isUuid(s) ? s.toLowerCase() : null;
}

export function list(v: unknown): Json[] {
  const data = obj(v)?.data;
  return Array.isArray(data) ? data.map(obj).filter((x): x is Json => x !== null) : [];
}

export function latest(dates: (Date | null)[]): Date | null {
  let best: Date | null = null;
  for (const d of dates) if (d && (!best || d > best)) best = d;
  return best;
}
