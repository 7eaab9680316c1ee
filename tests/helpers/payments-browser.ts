// Browser helpers for the payment tests: quiet the welcome tour, record toasts across navigations, register
// through the form, and look into the payment backup in IndexedDB.
import type { BrowserContext, Page } from 'playwright-core';

/** The welcome tour (tested on its own) would cover the dashboard in every fresh profile. */
export async function skipWelcomeTour(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const get = Storage.prototype.getItem;
    Storage.prototype.getItem = function (key: string) {
      return key.startsWith('profile-score:welcome-tour:') ? 'seen' : get.call(this, key);
    };
  });
}

/** Every toast the app shows, even one on screen only until the browser leaves the page (for checkout). */
export async function recordToasts(context: BrowserContext): Promise<string[]> {
  const seen: string[] = [];
  await context.exposeFunction('__reportToast', (text: string) => seen.push(text));
  await context.addInitScript(() => {
    const known = new WeakSet<Element>();
    new MutationObserver(() => {
      for (const el of document.querySelectorAll('[data-testid="toast"]')) {
        if (known.has(el)) continue;
        known.add(el);
        (window as unknown as { __reportToast: (t: string) => void }).__reportToast(el.textContent ?? '');
      }
    }).observe(document, { childList: true, subtree: true });
  });
  return seen;
}

export async function registerInBrowser(page: Page, url: string, plan: 'free' | 'pro', first: string) {
  const email = `${first.toLowerCase()}.${Date.now()}@example.com`;
  const password = 'stripe-free-2025';
  await page.goto(`${url}/register?plan=${plan}`);
  await page.getByLabel('First name', { exact: true }).fill(first);
  await page.getByLabel('Last name', { exact: true }).fill('Payer');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password', { exact: true }).fill(password);
  const submit = plan === 'pro' ? 'Create account and continue' : 'Create free account';
  await page.getByRole('button', { name: submit }).click();
  return email;
}

/** Rows in the app's IndexedDB `payment` table (the session backup). */
export function paymentBackupCount(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((ok) => {
        const open = indexedDB.open('profile-score');
        open.onsuccess = () => {
          const req = open.result.transaction('payment').objectStore('payment').count();
          req.onsuccess = () => ok(req.result);
        };
      }),
  );
}

export function clearPaymentBackup(page: Page): Promise<void> {
  return page.evaluate(
    () =>
      new Promise<void>((ok) => {
        const open = indexedDB.open('profile-score');
        open.onsuccess = () => {
          const tx = open.result.transaction('payment', 'readwrite');
          tx.objectStore('payment').clear();
          tx.oncomplete = () => ok();
        };
      }),
  );
}
