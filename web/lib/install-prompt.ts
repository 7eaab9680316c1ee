// The browser's install offer (beforeinstallprompt, Chromium only). It can fire before React mounts, so it is
// caught from the first module that loads (web/pwa.ts imports this) and kept until used or the app is installed.
import { useSyncExternalStore } from 'react';

interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let offer: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const emit = (next: InstallPromptEvent | null) => {
  offer = next;
  for (const l of listeners) l();
};

const standalone = () =>
  typeof matchMedia === 'function' &&
  (matchMedia('(display-mode: standalone)').matches || matchMedia('(display-mode: window-controls-overlay)').matches);

if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    // Our own button asks instead of the browser's mini-infobar.
    event.preventDefault();
    emit(event as InstallPromptEvent);
  });
  window.addEventListener('appinstalled', () => emit(null));
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const available = () => offer !== null && !standalone();

/** Whether to show "Install app", and the action that opens the browser's install dialog. */
export function useInstallPrompt(): { canInstall: boolean; install: () => Promise<void> } {
  const canInstall = useSyncExternalStore(subscribe, available, () => false);
  return { canInstall, install };
}

async function install(): Promise<void> {
  const event = offer;
  if (!event) return;
  // A prompt can be shown once: whatever the answer, this offer is spent (the browser fires a new one if it may).
  emit(null);
  try {
    await event.prompt();
    await event.userChoice;
  } catch {
    // Refused by the browser (e.g. not from a user gesture): nothing to undo.
  }
}
