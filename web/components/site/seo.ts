// Per-page <title>, description, canonical URL and Open Graph / Twitter card tags for TanStack Router's head().
export const SITE_NAME = 'Profile Score';
export const OG_IMAGE = {
  path: '/og-image.jpg',
  width: 1200,
  height: 630,
  alt: 'Profile Score: a 95/100 sample score',
};

export interface PageSeo {
  /** Page title without the site name ("Terms of Service"); the landing page passes the full title. */
  title: string;
  description: string;
  /** Path of the canonical URL, e.g. /terms-of-service. */
  path: string;
  /** The landing page's title stands alone. */
  bare?: boolean;
}

export function pageHead({ title, description, path, bare }: PageSeo) {
  // No SSR: head() runs in the browser, where the origin is known (local, staging or production alike).
  const origin = typeof location === 'undefined' ? '' : location.origin;
  const url = `${origin}${path}`;
  const fullTitle = bare ? title : `${title} · ${SITE_NAME}`;
  return {
    meta: [
      { title: fullTitle },
      { name: 'description', content: description },
      { property: 'og:type', content: 'website' },
      { property: 'og:site_name', content: SITE_NAME },
      { property: 'og:title', content: fullTitle },
      { property: 'og:description', content: description },
      { property: 'og:url', content: url },
      { property: 'og:image', content: `${origin}${OG_IMAGE.path}` },
      { property: 'og:image:width', content: String(OG_IMAGE.width) },
      { property: 'og:image:height', content: String(OG_IMAGE.height) },
      { property: 'og:image:alt', content: OG_IMAGE.alt },
      { name: 'twitter:card', content: 'summary_large_image' },
      { name: 'twitter:title', content: fullTitle },
      { name: 'twitter:description', content: description },
    ],
    links: [{ rel: 'canonical', href: url }],
  };
}
