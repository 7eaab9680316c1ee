// Five questions, one answer open at a time, collapsible (product specification, section 2, Pricing). Answers read
// plans.ts, so the FAQ can never disagree with the cards (the product specification's "3 per month" for Free is gone:
// docs/design.md 9.1).
import { Link } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import { FREE_SCANS, formatPrice, PLANS, PRO_SCANS } from '../../../edge/core/plans.ts';
import { cn } from '../../lib/cn.ts';

const linkClass =
  'font-semibold text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600';

export const FAQ: { question: string; answer: ReactNode }[] = [
  {
    question: 'What do I get on the Free plan?',
    answer: `${PLANS.free.name} is ${formatPrice(PLANS.free)} ${PLANS.free.period} and includes ${FREE_SCANS} profile analysis in total: your overall score, a score for every section and the evidence behind each point. No card needed.`,
  },
  {
    question: 'How is my score calculated?',
    answer: (
      <>
        Every point comes from a published, deterministic rubric: the same profile always gets the same score, and each
        check shows the evidence it found.{' '}
        <Link to="/how-we-score" className={linkClass}>
          See how we score
        </Link>
        .
      </>
    ),
  },
  {
    question: 'What does Pro include, and when do my analyses renew?',
    answer: `${PLANS.pro.name} is ${formatPrice(PLANS.pro)} per ${PLANS.pro.period} and gives you ${PRO_SCANS} analyses every billing month, plus personalised recommendations and AI rewrites that never invent facts. Upgrading takes effect immediately, and your ${PRO_SCANS} analyses start again with each monthly renewal.`,
  },
  {
    question: 'Can I cancel at any time?',
    answer:
      'Yes. Use Manage subscription on your dashboard. Pro stays active until the end of the billing period you paid for, then your account moves to Free. Analyses already started are not refunded.',
  },
  {
    question: 'Do you keep my LinkedIn PDF?',
    answer:
      'No. Your PDF is read in your browser and stays on your device; only the profile text we extract from it is sent to our server to be scored. You can delete your analyses, or your whole account, at any time.',
  },
];

export function PricingFaq() {
  const [open, setOpen] = useState<number | null>(0);
  return (
    <section aria-labelledby="faq-title" className="mx-auto max-w-3xl px-4 py-16 sm:px-6 lg:px-8">
      <h2 id="faq-title" className="text-center font-bold text-2xl text-slate-900 tracking-tight sm:text-3xl">
        Frequently asked questions
      </h2>
      <div className="mt-8 divide-y divide-slate-200 rounded-2xl bg-white ring-1 ring-slate-200" data-testid="faq">
        {FAQ.map((item, i) => {
          const expanded = open === i;
          const buttonId = `faq-q${i}`;
          const panelId = `faq-a${i}`;
          return (
            <div key={item.question}>
              <h3>
                <button
                  id={buttonId}
                  type="button"
                  aria-expanded={expanded}
                  aria-controls={panelId}
                  onClick={() => setOpen(expanded ? null : i)}
                  className="flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-slate-900 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600 focus-visible:-outline-offset-2"
                >
                  {item.question}
                  <span
                    aria-hidden="true"
                    className={cn('text-brand-600 text-xl leading-none transition-transform', expanded && 'rotate-45')}
                  >
                    +
                  </span>
                </button>
              </h3>
              <section
                id={panelId}
                aria-labelledby={buttonId}
                hidden={!expanded}
                className="px-5 pb-5 text-slate-600 leading-7"
              >
                {item.answer}
              </section>
            </div>
          );
        })}
      </div>
    </section>
  );
}
