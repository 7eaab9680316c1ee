// Service worker with registerType 'prompt': a new version waits until the user agrees to reload, so a scan in
// progress is never interrupted by a silent update.
import { registerSW } from 'virtual:pwa-register';
import { toast } from './components/ui/toast-store.ts';
import './lib/install-offer.ts';

/** Which build this page runs (VITE_BUILD_ID at build time; CI or a deploy sets it). Shown for support. */
export const BUILD_ID = import.meta.env.VITE_BUILD_ID || 'local';

// A page can stay open for days; browsers look for a new service worker only on navigations (and daily).
const UPDATE_CHECK_MS = 60 * 60 * 1000;

export function registerServiceWorker(): void {
  document.documentElement.dataset.build = BUILD_ID;
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  const update = registerSW({
    onNeedRefresh() {
      // Reload: the waiting worker takes over (skipWaiting), and the page reloads once it controls it.
      toast({
        title: 'New version available',
        description: 'Reload to get the latest Profile Score.',
        durationMs: Number.POSITIVE_INFINITY,
        action: { label: 'Reload', onClick: () => void update(true) },
      });
    },
    onRegisteredSW(_url, registration) {
      if (!registration) return;
      const check = () => {
        if (navigator.onLine && !registration.installing) void registration.update().catch(() => undefined);
      };
      setInterval(check, UPDATE_CHECK_MS);
      window.addEventListener('online', check);
      document.addEventListener('visibilitychange', () => document.visibilityState === 'visible' && check());
    },
  });
}
