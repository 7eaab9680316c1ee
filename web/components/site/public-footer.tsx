import { Link } from '@tanstack/react-router';
import { Brand } from '../brand.tsx';
import { SectionLink } from './section-link.tsx';

const LINK =
  'rounded text-slate-300 text-sm transition-colors hover:text-white focus-visible:outline-2 focus-visible:outline-white focus-visible:outline-offset-2';

// Some of these pages belong to other features and may not be in the route tree of every build yet, so the
// paths are plain strings (a typed `to` would not compile without them). Links still navigate in the app.
type Href = string;
const COLUMNS: { title: string; links: { label: string; href: Href }[] }[] = [
  {
    title: 'Product',
    links: [
      { label: 'Pricing', href: '/pricing' },
      { label: 'How we score', href: '/how-we-score' },
      { label: 'Headshot Lift', href: '/headshot-lift' },
    ],
  },
  {
    title: 'Company',
    links: [
      { label: 'About', href: '/about' },
      { label: 'Blog', href: '/blog' },
      { label: 'Contact', href: '/contact' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { label: 'Privacy Policy', href: '/privacy' },
      { label: 'Terms of Service', href: '/terms-of-service' },
      { label: 'Cookies', href: '/cookies' },
    ],
  },
];

/** The public site's footer, shared by every public page (landing, legal, pricing, company pages). */
export function PublicFooter() {
  return (
    <footer className="bg-slate-950 text-slate-300">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))] lg:px-8">
        <div className="max-w-xs">
          <Brand light />
          <p className="mt-4 text-slate-300 text-sm leading-6">
            A clear, explainable score for your LinkedIn profile, and the changes that will move it most.
          </p>
          <ul className="mt-5 flex flex-wrap gap-x-4 gap-y-2">
            <li>
              <SectionLink section="features" className={LINK}>
                Features
              </SectionLink>
            </li>
            <li>
              <SectionLink section="how-it-works" className={LINK}>
                How It Works
              </SectionLink>
            </li>
          </ul>
        </div>
        {COLUMNS.map((col) => (
          <div key={col.title}>
            <h2 className="font-semibold text-sm text-white">{col.title}</h2>
            <ul className="mt-4 space-y-3">
              {col.links.map((l) => (
                <li key={l.href}>
                  <Link to={l.href as '/'} className={LINK}>
                    {l.label}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <div className="border-white/10 border-t">
        <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-6 text-slate-400 text-xs sm:flex-row sm:justify-between sm:px-6 lg:px-8">
          <p>© {new Date().getFullYear()} Profile Score. All rights reserved.</p>
          <p>LinkedIn is a trademark of LinkedIn Corporation. Profile Score is not affiliated with LinkedIn.</p>
        </div>
      </div>
    </footer>
  );
}
