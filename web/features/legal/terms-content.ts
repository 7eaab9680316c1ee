// The Terms of Service text (the facts of the product specification's section 9, in our own words). Prices and
// allowances come from plans.ts so the legal text can never disagree with the pricing cards.
import { formatPrice, PLANS } from '../../../edge/core/plans.ts';

export const TERMS_EFFECTIVE = 'September 5, 2025';
export const TERMS_EFFECTIVE_ISO = '2025-09-05';

export interface TermsSection {
  id: string;
  title: string;
  paragraphs: string[];
  list?: string[];
}

const pro = PLANS.pro;
const free = PLANS.free;
const proLine = `${pro.name}: ${formatPrice(pro)} per month, with ${pro.scans} analyses in each billing month, personalised recommendations and AI rewrites.`;
const freeLine = `${free.name}: ${formatPrice(free)}, ${free.scans} analysis in total, with scores and the evidence behind them.`;

export const TERMS: TermsSection[] = [
  {
    id: 'acceptance',
    title: 'Acceptance of these terms',
    paragraphs: [
      'These terms are an agreement between you and Profile Score ("we", "us"). By creating an account or using the service you accept them. If you use Profile Score for an organisation, you accept them on its behalf and confirm that you may do so.',
    ],
  },
  {
    id: 'eligibility',
    title: 'Who may use Profile Score',
    paragraphs: [
      'You must be at least 16 years old to use Profile Score. By using it you confirm that you are 16 or older and that the law where you live allows you to accept these terms.',
    ],
  },
  {
    id: 'accounts',
    title: 'Your account',
    paragraphs: [
      'Give us accurate details when you register and keep your password to yourself. You are responsible for what happens under your account; tell us straight away if you think someone else has used it. One account is for one person.',
    ],
  },
  {
    id: 'service',
    title: 'What the service does',
    paragraphs: [
      'Profile Score analyses the PDF documents you upload (the "Save to PDF" export of your LinkedIn profile) and, where offered, screenshots of your profile. It gives a score from 0 to 100 overall and for each section, the evidence behind each point and suggestions to improve.',
      'Scores come from our published rubric and are opinions about how complete and clear a profile is. They do not promise interviews, offers or any other result. Profile Score is not affiliated with or endorsed by LinkedIn.',
    ],
  },
  {
    id: 'plans-and-payment',
    title: 'Plans, prices and payment',
    paragraphs: [
      'We offer these plans (prices in US dollars, taxes added where the law requires):',
      'We accept major credit cards and PayPal. Enterprise customers may instead pay by invoice, on the terms of their order. Payments are processed by our payment provider; we never see or store your full card number.',
    ],
    list: [freeLine, proLine, `${PLANS.enterprise.name}: priced on request for teams, paid by invoice.`],
  },
  {
    id: 'subscriptions',
    title: 'Renewal, upgrades and downgrades',
    paragraphs: [
      'Paid subscriptions renew automatically at the end of each billing cycle, at the price then in effect, until you cancel. We will tell you before a price change applies to you.',
      'An upgrade takes effect immediately: you get the new plan and its analyses as soon as the payment succeeds. A downgrade or cancellation takes effect at the end of the current billing cycle; until then you keep everything you paid for.',
    ],
  },
  {
    id: 'refunds',
    title: 'Refunds',
    paragraphs: [
      'Because an analysis uses our resources as soon as it starts, payments are not refundable once an analysis has begun in the paid period. If you have not started any analysis since paying, contact us and we will consider a refund. This does not limit any right to a refund that the law gives you.',
    ],
  },
  {
    id: 'your-content',
    title: 'Your content and privacy',
    paragraphs: [
      'You keep all rights in the profiles you upload. You give us permission to process them only to provide the service to you. Your PDF is read in your browser; we receive the structured profile it contains, and our Privacy Policy explains what we keep and for how long.',
      'Only upload profiles that are yours, or that you have permission to analyse.',
    ],
  },
  {
    id: 'acceptable-use',
    title: 'Acceptable use',
    paragraphs: ['When you use Profile Score you agree not to:'],
    list: [
      'break the law or anyone else’s rights, including by uploading another person’s data without permission;',
      'probe, overload or get around the security, limits or payment of the service;',
      'copy, resell or build a competing product from the service, its rubric text or its output in bulk, except as your plan allows;',
      'use automated means to access the service, other than an API we provide to you.',
    ],
  },
  {
    id: 'liability',
    title: 'Disclaimers and limitation of liability',
    paragraphs: [
      'The service is provided "as is". We work to keep it accurate and available but cannot promise that it will be uninterrupted or error-free, or that a score or suggestion suits your situation.',
      'To the extent the law allows, we are not liable for indirect or consequential losses, such as lost opportunities or profits, and our total liability for any claim is limited to the amount you paid us in the 6 months before the event that gave rise to it.',
    ],
  },
  {
    id: 'disputes',
    title: 'Disputes and arbitration',
    paragraphs: [
      'If something goes wrong, contact us first: most problems are solved quickly that way. Any dispute we cannot settle together will be resolved by binding individual arbitration rather than in court, except for claims that qualify for a small claims court.',
      'You may opt out of arbitration by telling us in writing within 30 days of first accepting these terms. Opting out does not affect any other part of these terms.',
    ],
  },
  {
    id: 'changes-and-contact',
    title: 'Changes and contact',
    paragraphs: [
      'We may update these terms as the service changes. We will give you notice of material changes before they apply, and the effective date above always shows the current version. If you keep using Profile Score after a change applies, you accept the new terms.',
      'Questions about these terms? Send them through our contact page and we will reply.',
    ],
  },
];
