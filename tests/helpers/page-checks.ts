// Page checks shared by the public-page browser tests: scrolled-to sections and per-page head tags.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** Top of an element relative to the viewport, once smooth scrolling has settled near it. */
export async function expectScrolledTo(page: Page, id: string) {
  const top = () => page.evaluate((i) => Math.round(document.getElementById(i)!.getBoundingClientRect().top), id);
  // Sections sit just under the 64 px sticky header (scroll-margin-top); anything in the first 130 px is "there".
  await expect.poll(top, { timeout: 8000 }).toBeLessThan(130);
  expect(await top()).toBeGreaterThanOrEqual(-2);
}

async function headTags(page: Page) {
  return page.evaluate(() => {
    const meta = (sel: string) => document.querySelector<HTMLMetaElement>(sel)?.content ?? null;
    return {
      title: document.title,
      descriptions: Array.from(document.querySelectorAll<HTMLMetaElement>('meta[name="description"]')).map(
        (m) => m.content,
      ),
      ogTitle: meta('meta[property="og:title"]'),
      ogDescription: meta('meta[property="og:description"]'),
      ogImage: meta('meta[property="og:image"]'),
      twitterCard: meta('meta[name="twitter:card"]'),
      canonical: document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href ?? null,
    };
  });
}

/** One description, Open Graph tags that agree with the title, and a canonical URL for `p`. */
export async function expectSeo(page: Page, origin: string, p: string, titleIncludes: string) {
  await expect.poll(async () => (await headTags(page)).descriptions.length).toBe(1);
  const tags = await headTags(page);
  expect(tags.title).toContain(titleIncludes);
  expect(tags.descriptions[0].length).toBeGreaterThan(50);
  expect(tags.ogTitle).toBe(tags.title);
  expect(tags.ogDescription).toBe(tags.descriptions[0]);
  expect(tags.ogImage).toBe(`${origin}/og-image.jpg`);
  expect(tags.twitterCard).toBe('summary_large_image');
  expect(tags.canonical).toBe(`${origin}${p}`);
}
