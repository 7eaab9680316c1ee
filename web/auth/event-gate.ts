// supabase-js fires bursts of auth events (INITIAL_SESSION then SIGNED_IN, a TOKEN_REFRESHED in every tab, a
// SIGNED_OUT then SIGNED_IN while registering). Reacting to each one refetches the user several times, so events
// are debounced (150 ms, the product specification's section 4) and an event identical to the last delivered one is
// dropped.
export const AUTH_DEBOUNCE_MS = 150;

export interface GateEvent<S> {
  event: string;
  session: S | null;
}

export function createEventGate<S extends { access_token: string }>(
  deliver: (e: GateEvent<S>) => void,
  delayMs = AUTH_DEBOUNCE_MS,
) {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let pending: GateEvent<S> | null = null;
  let lastKey: string | null = null;

  const flush = () => {
    timer = null;
    const next = pending;
    pending = null;
    if (!next) return;
    const key = `${next.event}:${next.session?.access_token ?? ''}`;
    if (key === lastKey) return;
    lastKey = key;
    deliver(next);
  };

  return {
    push(event: string, session: S | null): void {
      pending = { event, session };
      if (timer) clearTimeout(timer);
      timer = setTimeout(flush, delayMs);
    },
    dispose(): void {
      if (timer) clearTimeout(timer);
      timer = null;
      pending = null;
    },
  };
}
