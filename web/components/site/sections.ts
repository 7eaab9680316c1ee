// The landing page's in-page sections, shared by the header nav, the mobile menu and the hero buttons.
export const SECTIONS = [
  { id: 'features', label: 'Features' },
  { id: 'how-it-works', label: 'How It Works' },
  { id: 'pricing', label: 'Pricing' },
] as const;

export type SectionId = (typeof SECTIONS)[number]['id'];

/** Smooth unless the visitor asked for less motion. */
export function scrollBehavior(): ScrollBehavior {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
}
