// The browser's install offer (beforeinstallprompt, Chromium only), kept until used or the app is installed. It can
// fire before the app has loaded (a prerendered page starts it after its first paint), so this module has no
// dependencies and is loaded first: by web/boot.ts on the prerendered pages, through web/pwa.ts everywhere else.

export interface InstallPromptEvent extends Event {
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

export function subscribeOffer(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const offerAvailable = (): boolean => offer !== null && !standalone();

/** Opens the browser's install dialog. A prompt can be shown once: whatever the answer, the offer is spent. */
export async function installApp(): Promise<void> {
  const event = offer;
  if (!event) return;
  emit(null);
  try {
    await event.prompt();
    await event.userChoice;
  } catch {
    // Refused by the browser (e.g. not from a user gesture): nothing to undo.
  }
}
