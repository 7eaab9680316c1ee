import { ButtonLink } from '../../components/ui/button.tsx';
import { CrownIcon, PlusIcon } from '../../components/ui/icons.tsx';
import type { AppUser } from '../../queries/user.ts';

export function WelcomeBanner({ user }: { user: AppUser }) {
  const name = user.first_name || user.email.split('@')[0];
  return (
    <section
      aria-labelledby="welcome-title"
      className="relative overflow-hidden rounded-2xl bg-gradient-to-br from-brand-600 via-brand-700 to-brand-900 p-6 text-white shadow-lg shadow-brand-900/10 sm:p-8"
    >
      <div className="-top-16 -right-16 absolute size-64 rounded-full bg-white/10" aria-hidden="true" />
      <div className="-bottom-24 right-24 absolute size-48 rounded-full bg-white/5" aria-hidden="true" />
      <div className="relative flex flex-col gap-6 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 id="welcome-title" className="font-bold text-2xl tracking-tight sm:text-3xl" data-testid="welcome">
            {user.scans_used > 0 ? 'Welcome back' : 'Welcome'}, {name}!
          </h1>
          <p className="mt-2 max-w-xl text-brand-100">
            Upload your LinkedIn PDF to see your score, the evidence behind it and what to fix first.
          </p>
        </div>
        <div className="flex flex-wrap gap-3">
          <ButtonLink to="/analysis" search={{ upload: true }} size="lg" variant="inverse">
            <PlusIcon className="size-5" />
            New Analysis
          </ButtonLink>
          {user.subscription_tier === 'free' && (
            // Plain link: the pricing page (with checkout) is another issue's route.
            <a
              href="/pricing"
              className="inline-flex h-12 items-center gap-2 rounded-lg border border-white/30 px-5 font-semibold text-white hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-white focus-visible:outline-offset-2"
            >
              <CrownIcon className="size-5" />
              Upgrade to Pro
            </a>
          )}
        </div>
      </div>
    </section>
  );
}
