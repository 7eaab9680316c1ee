import { Link } from '@tanstack/react-router';
import { PLANS } from '../../../edge/core/plans.ts';
import { PublicLayout } from '../../components/site/public-layout.tsx';
import { CheckCircleIcon, MailIcon } from '../../components/ui/icons.tsx';
import { PageHero } from '../company/page-hero.tsx';
import { ContactForm } from './contact-form.tsx';
import type { ContactKind } from './submit.ts';

const LINK = 'font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800';

function ContactAside({ supportEmail }: { supportEmail: string }) {
  return (
    <aside className="space-y-6">
      <div className="rounded-2xl border border-slate-200 p-6">
        <h2 className="font-semibold text-slate-900">Other ways to reach us</h2>
        {supportEmail && (
          <p className="mt-3 flex items-start gap-2 text-slate-600 text-sm">
            <MailIcon className="mt-0.5 size-4 shrink-0 text-brand-600" />
            <a className={LINK} href={`mailto:${supportEmail}`}>
              {supportEmail}
            </a>
          </p>
        )}
        <p className="mt-3 text-slate-600 text-sm">
          We answer within one business day. Pro members are answered first.
        </p>
      </div>
      <div className="rounded-2xl border border-slate-200 p-6">
        <h2 className="font-semibold text-slate-900">Before you write</h2>
        <ul className="mt-3 space-y-2 text-slate-600 text-sm">
          <li>
            Forgot your password?{' '}
            <Link to="/forgot-password" className={LINK}>
              Reset it here
            </Link>
            .
          </li>
          <li>Questions about a score? Include the section and what you expected; never send us your PDF.</li>
          <li>
            Buying for a team?{' '}
            <Link to="/contact-sales" className={LINK}>
              Talk to sales
            </Link>
            .
          </li>
        </ul>
      </div>
    </aside>
  );
}

function SalesAside() {
  return (
    <aside className="rounded-2xl bg-gradient-to-br from-brand-700 to-slate-900 p-6 text-white">
      <h2 className="font-semibold text-lg">{PLANS.enterprise.name}</h2>
      <p className="mt-1 text-brand-100 text-sm">{PLANS.enterprise.description}</p>
      <ul className="mt-5 space-y-3">
        {PLANS.enterprise.features.map((f) => (
          <li key={f.name} className="flex gap-2 text-sm">
            <CheckCircleIcon className="mt-0.5 size-4 shrink-0 text-brand-300" />
            {f.name}
          </li>
        ))}
      </ul>
      <p className="mt-6 text-brand-100 text-sm">Invoicing available. Pricing depends on seats and volume.</p>
    </aside>
  );
}

export function ContactPage({ kind, supportEmail }: { kind: ContactKind; supportEmail: string }) {
  const sales = kind === 'sales';
  return (
    <PublicLayout>
      <PageHero eyebrow={sales ? 'Enterprise' : 'Contact'} title={sales ? 'Talk to sales' : 'Contact us'}>
        {sales
          ? 'Profile Score for career services, bootcamps, outplacement and recruiting teams. Tell us what you need and we will set up a call.'
          : 'A question, a problem with a score, or feedback: we read every message and reply by email.'}
      </PageHero>
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-16 lg:px-8">
        <ContactForm kind={kind} />
        {sales ? <SalesAside /> : <ContactAside supportEmail={supportEmail} />}
      </div>
    </PublicLayout>
  );
}
