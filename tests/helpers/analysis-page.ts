// Browser steps shared by the analysis e2e test and the drop-to-result bench.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { renderPdf } from '../fixtures/generator/index.ts';
import { enModern } from '../fixtures/synthetic/profiles.ts';

/** A real export from ../shared/fixtures when present (read at run time only), else a generated synthetic one. */
export const REAL_PDF = resolve('../shared/fixtures/linkedin-pdf/linkedin-profile-reader__alex_Profile.pdf');

export async function profilePdf(): Promise<{ name: string; bytes: Uint8Array; real: boolean }> {
  if (existsSync(REAL_PDF))
    return { name: 'alex_Profile.pdf', bytes: new Uint8Array(readFileSync(REAL_PDF)), real: true };
  return { name: 'synthetic/en-modern.pdf', bytes: (await renderPdf(enModern)).bytes, real: false };
}

export const HAS_PDFTOPPM = (() => {
  try {
    execFileSync('pdftoppm', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

export interface NewUser {
  first: string;
  last: string;
  email: string;
  password: string;
}

/** Registers a free account through the form and lands on the dashboard (launchBrowser keeps the welcome tour off). */
export async function registerFree(page: Page, url: string, user: NewUser): Promise<void> {
  await page.goto(`${url}/register?plan=free`);
  await page.getByLabel('First name', { exact: true }).fill(user.first);
  await page.getByLabel('Last name', { exact: true }).fill(user.last);
  await page.getByLabel('Email', { exact: true }).fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByLabel('Confirm password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Create free account' }).click();
  await page.waitForURL('**/dashboard');
  // The greeting needs the users row (made by the dashboard's first request): after it, the account is complete.
  await page.getByRole('heading', { name: new RegExp(`^Welcome.*${user.first}`) }).waitFor();
}

/** A real drop event carrying a File, as a drag from the desktop delivers it. */
export async function dropFile(page: Page, bytes: Uint8Array, name = 'profile.pdf'): Promise<void> {
  const base64 = Buffer.from(bytes).toString('base64');
  await page.getByTestId('dropzone').evaluate(
    (zone, { data, fileName }) => {
      const raw = Uint8Array.from(atob(data), (c) => c.charCodeAt(0));
      const transfer = new DataTransfer();
      transfer.items.add(new File([raw], fileName, { type: 'application/pdf' }));
      zone.dispatchEvent(new DragEvent('dragover', { dataTransfer: transfer, bubbles: true, cancelable: true }));
      zone.dispatchEvent(new DragEvent('drop', { dataTransfer: transfer, bubbles: true, cancelable: true }));
    },
    { data: base64, fileName: name },
  );
}

/** What Dexie holds for one analysis, read with the raw IndexedDB API (no app code involved). */
export function readDeviceCopy(page: Page, analysisId: string) {
  return page.evaluate(async (id) => {
    const open = indexedDB.open('profile-score');
    const db = await new Promise<IDBDatabase>((ok, fail) => {
      open.onsuccess = () => ok(open.result);
      open.onerror = () => fail(open.error);
    });
    const get = (store: string) =>
      new Promise<any>((ok) => {
        const req = db.transaction(store).objectStore(store).get(id);
        req.onsuccess = () => ok(req.result);
      });
    const [analysis, file] = await Promise.all([get('analyses'), get('files')]);
    db.close();
    return {
      analysisId: analysis?.analysis?.id,
      fileType: file?.type,
      fileBytes: file?.blob?.size ?? 0,
      hasProfile: Boolean(file?.profile?.basics?.name),
    };
  }, analysisId);
}
