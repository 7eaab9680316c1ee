// Reading a PDF needs pdf.js's worker code (1.2 MB), which the service worker caches on first use rather than
// precaching (vite.config.ts). A user who goes offline before their first scan would have none, so the signed-in
// app fetches it once the service worker controls the page, when the browser is idle: the fetch goes through the
// service worker's CacheFirst route and lands in its cache (a later fetch is answered from there, not the network).
import pdfWorkerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

const whenIdle = (run: () => void) =>
  'requestIdleCallback' in window ? requestIdleCallback(run, { timeout: 10_000 }) : setTimeout(run, 2000);

export function warmScanAssets(): () => void {
  const sw = navigator.serviceWorker;
  if (!sw) return () => {};
  let cancelled = false;
  const warm = () => {
    if (cancelled || !sw.controller || !navigator.onLine) return;
    whenIdle(
      () =>
        void fetch(pdfWorkerUrl).then(
          (res) => res.arrayBuffer(),
          () => undefined,
        ),
    );
  };
  // First visit: the service worker claims the page a moment after it activates.
  if (sw.controller) warm();
  else sw.addEventListener('controllerchange', warm, { once: true });
  return () => {
    cancelled = true;
    sw.removeEventListener('controllerchange', warm);
  };
}
