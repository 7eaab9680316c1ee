import { formatPrice, PLANS } from '../../core/plans.ts';
import type { DevSession, LocalSubscription } from '../../ports.ts';
import { esc, page } from './html.ts';

const day = (d: Date) => d.toISOString().slice(0, 10);

function action(s: DevSession, name: string, label: string, cls: string, query: string): string {
  return `<form method="post" action="/dev/billing-portal/${esc(s.id)}/${name}${esc(query)}">
    <button class="${cls}" type="submit">${esc(label)}</button></form>`;
}

/** The local stand-in for Stripe's customer portal: every button sends the event Stripe would send. */
/** `query`: the page's own `?token=` (if it was opened with one), kept by its forms. */
export function portalPage(s: DevSession, sub: LocalSubscription | null, query = ''): string {
  const back = `<a class="btn secondary" href="${esc(s.return_url ?? '/dashboard')}">Back to Profile Score</a>`;
  if (!sub) {
    return page(
      'Billing',
      `<div class="card"><h1>No active subscription</h1>
       <p class="muted">This account has no active ${esc(PLANS.pro.name)} subscription.</p>${back}</div>`,
    );
  }
  const status = sub.cancelAtPeriodEnd ? `Cancels on ${day(sub.periodEnd)}` : `Renews on ${day(sub.periodEnd)}`;
  return page(
    'Billing',
    `<div class="card">
      <span class="badge">Test mode</span>
      <h1>Manage your subscription</h1>
      <dl><dt>Plan</dt><dd>${esc(PLANS.pro.name)}, ${esc(formatPrice(PLANS.pro))} per ${esc(PLANS.pro.period)}</dd>
      <dt>Status</dt><dd data-testid="portal-status">${esc(status)}</dd></dl>
      ${
        sub.cancelAtPeriodEnd
          ? action(s, 'resume', 'Resume subscription', 'primary', query)
          : action(s, 'cancel', 'Cancel at period end', 'secondary', query)
      }
      ${action(s, 'renew', 'Simulate renewal (next billing period)', 'secondary', query)}
      ${action(s, 'end', 'End subscription now', 'danger', query)}
      ${back}
    </div>`,
  );
}
