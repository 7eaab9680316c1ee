import type { Session } from '@supabase/supabase-js';

/** Display name and initials from the session alone, so the public header needs no extra request. */
export function accountName(session: Session): { name: string; initials: string } {
  const meta = (session.user.user_metadata ?? {}) as { first_name?: unknown; last_name?: unknown };
  const first = typeof meta.first_name === 'string' ? meta.first_name.trim() : '';
  const last = typeof meta.last_name === 'string' ? meta.last_name.trim() : '';
  const email = session.user.email ?? '';
  const name = [first, last].filter(Boolean).join(' ') || email || 'Your account';
  const initials = first ? `${first[0]}${last[0] ?? ''}` : (email[0] ?? '?');
  return { name, initials: initials.toUpperCase() };
}
