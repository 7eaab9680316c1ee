// Public site frame for every public page: `<PublicLayout>` around the page, `pageHead()` in the route's head().
export { PublicFooter } from './public-footer.tsx';
export { PublicHeader } from './public-header.tsx';
export { PublicLayout } from './public-layout.tsx';
export { SectionLink, scrollToSection } from './section-link.tsx';
export { pageHead, SITE_NAME } from './seo.ts';
