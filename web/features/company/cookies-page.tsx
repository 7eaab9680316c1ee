import { Link } from '@tanstack/react-router';
import { PublicLayout } from '../../components/site/public-layout.tsx';
import { PageHero, PROSE } from './page-hero.tsx';

interface Item {
  name: string;
  where: string;
  what: string;
  lasts: string;
}

const ITEMS: Item[] = [
  {
    name: 'Sign-in session',
    where: 'Local storage',
    what: 'Keeps you signed in: your access and refresh tokens.',
    lasts: 'Until you sign out',
  },
  {
    name: 'sidebar_state',
    where: 'Cookie',
    what: 'Remembers whether you collapsed the sidebar. Never sent anywhere but to us.',
    lasts: '7 days',
  },
  {
    name: 'Analyses and files',
    where: 'IndexedDB',
    what: 'Your past results, extracted profiles and the files you scanned, so results open offline and you can re-scan without uploading anything.',
    lasts: 'Until you clear site data',
  },
  {
    name: 'Payment backup',
    where: 'IndexedDB',
    what: 'Restores your session when you return from Stripe Checkout.',
    lasts: '1 hour',
  },
  {
    name: 'Offline queue',
    where: 'IndexedDB',
    what: 'Analyses you asked for while offline, sent when you are back online.',
    lasts: 'Until sent',
  },
  {
    name: 'App settings and welcome tour',
    where: 'Local storage',
    what: 'Public app settings (so the app starts offline) and whether you have seen the welcome tour.',
    lasts: 'Until you clear site data',
  },
  {
    name: 'App files',
    where: 'Cache storage',
    what: 'The app itself and the PDF and OCR readers, so Profile Score loads fast and works offline.',
    lasts: 'Until the next app update',
  },
];

export function CookiesPage() {
  return (
    <PublicLayout>
      <PageHero eyebrow="Legal" title="Cookies and local storage">
        One cookie, no tracking. Everything else we keep in your browser is there to make the app work for you.
      </PageHero>
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 lg:px-8">
        <div className={PROSE}>
          <p className="!mt-0">
            Profile Score uses no advertising, analytics or tracking cookies, and no third-party scripts. Nothing on
            this list is used to follow you across sites, and none of it needs your consent to be set, because each item
            is strictly necessary for something you asked the app to do.
          </p>
        </div>
        <div className="mt-8 overflow-x-auto rounded-2xl border border-slate-200">
          <table className="w-full min-w-[40rem] text-left text-sm">
            <caption className="sr-only">What Profile Score keeps in your browser</caption>
            <thead className="bg-slate-50 text-slate-900">
              <tr>
                <th scope="col" className="px-5 py-3 font-semibold">
                  Item
                </th>
                <th scope="col" className="px-5 py-3 font-semibold">
                  Where
                </th>
                <th scope="col" className="px-5 py-3 font-semibold">
                  What it is for
                </th>
                <th scope="col" className="px-5 py-3 font-semibold">
                  How long
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 text-slate-700">
              {ITEMS.map((i) => (
                <tr key={i.name}>
                  <th scope="row" className="px-5 py-4 font-medium text-slate-900">
                    {i.name}
                  </th>
                  <td className="whitespace-nowrap px-5 py-4">{i.where}</td>
                  <td className="px-5 py-4">{i.what}</td>
                  <td className="whitespace-nowrap px-5 py-4">{i.lasts}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <div className={`${PROSE} mt-4`}>
          <h2>Paying with Stripe</h2>
          <p>
            When you upgrade, you pay on Stripe's own checkout page. Stripe sets its own cookies there to process the
            payment and prevent fraud; they belong to Stripe, not to us, and are covered by Stripe's privacy policy.
          </p>
          <h2>Removing it all</h2>
          <p>
            Signing out removes your session. To remove everything else, clear this site's data in your browser's
            settings (usually under Privacy, then Site settings or Cookies and site data). Your account and the analyses
            stored on our servers are not affected; see the <Link to="/privacy">Privacy Policy</Link> for those.
          </p>
        </div>
      </div>
    </PublicLayout>
  );
}
