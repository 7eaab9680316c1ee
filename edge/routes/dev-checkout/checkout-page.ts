import { formatPrice, PLANS } from '../../core/plans.ts';
import type { DevSession } from '../../ports.ts';
import { esc, page } from './html.ts';

/** The local stand-in for Stripe's hosted checkout page. Prices and allowance come from plans.ts. */
/** `query`: the page's own `?token=` (if it was opened with one), kept by its form. */
export function checkoutPage(s: DevSession, successUrl: string, query = ''): string {
  const pro = PLANS.pro;
  const price = formatPrice(pro);
  if (s.status === 'complete') {
    return page(
      'Already paid',
      `<div class="card"><span class="badge">Paid</span><h1>This checkout is already paid</h1>
       <p class="muted">Your Pro subscription is being activated.</p>
       <a class="btn primary" href="${esc(successUrl)}">Continue to Profile Score</a></div>`,
    );
  }
  return page(
    'Checkout',
    `<div class="card">
      <span class="badge">Test mode</span>
      <h1>Subscribe to Profile Score ${esc(pro.name)}</h1>
      <p class="muted">${esc(pro.description)}</p>
      <p class="price" data-testid="checkout-price">${esc(price)} <small>per ${esc(pro.period)}</small></p>
      <ul>${pro.features
        .filter((f) => f.included)
        .map((f) => `<li>${esc(f.name)}</li>`)
        .join('')}</ul>
      <dl><dt>Account</dt><dd>${esc(s.email ?? 'unknown')}</dd><dt>Card</dt><dd>Test card (nothing is charged)</dd></dl>
      <form method="post" action="/dev/checkout/${esc(s.id)}/pay${esc(query)}">
        <button class="primary" type="submit">Pay ${esc(price)} (test mode)</button>
      </form>
      <a class="btn secondary" href="${esc(s.cancel_url ?? '/pricing')}">Cancel and go back</a>
      <p class="note">This page stands in for Stripe Checkout when the server runs without a Stripe account.
      Paying sends a signed <code>checkout.session.completed</code> event to the app's own webhook.</p>
    </div>`,
  );
}
