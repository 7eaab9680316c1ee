// The one toast system (docs/design.md 9.6). The app notifier shows 1 toast at a time: a new toast replaces the
// current one, so a fast "Login failed" then "Login successful" never stack. Durations from the product specification's
// section 9.
export type ToastVariant = 'default' | 'success' | 'error' | 'loading';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  action?: { label: string; onClick: () => void };
  /** Overrides the variant's duration; Infinity keeps the toast until dismissed. */
  durationMs?: number;
}

export interface Toast extends ToastInput {
  id: number;
  variant: ToastVariant;
}

export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS: Record<ToastVariant, number> = {
  default: 4000,
  error: 4000,
  success: 2000,
  loading: Number.POSITIVE_INFINITY,
};

type Listener = (toasts: readonly Toast[]) => void;

let toasts: readonly Toast[] = [];
let nextId = 1;
const timers = new Map<number, ReturnType<typeof setTimeout>>();
const listeners = new Set<Listener>();

function emit(next: readonly Toast[]): void {
  toasts = next;
  for (const l of listeners) l(toasts);
}

export function dismissToast(id?: number): void {
  for (const [tid, timer] of timers) {
    if (id === undefined || tid === id) {
      clearTimeout(timer);
      timers.delete(tid);
    }
  }
  emit(id === undefined ? [] : toasts.filter((t) => t.id !== id));
}

export function toast(input: ToastInput): number {
  const variant = input.variant ?? 'default';
  const t: Toast = { ...input, variant, id: nextId++ };
  const kept = [t, ...toasts].slice(0, TOAST_LIMIT);
  for (const old of toasts) if (!kept.includes(old)) dismissTimer(old.id);
  emit(kept);
  const duration = input.durationMs ?? TOAST_DURATION_MS[variant];
  if (Number.isFinite(duration))
    timers.set(
      t.id,
      setTimeout(() => dismissToast(t.id), duration),
    );
  return t.id;
}

function dismissTimer(id: number): void {
  const timer = timers.get(id);
  if (timer) clearTimeout(timer);
  timers.delete(id);
}

export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getToasts(): readonly Toast[] {
  return toasts;
}
