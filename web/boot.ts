// The entry of the prerendered public pages (scripts/prerender.ts puts it in place of main.tsx's). Their first
// screen is already in the HTML, so the app's code is asked for only once that screen has painted: on a slow
// connection its download then never competes with the page's own bytes (stylesheet, document) for the first
// paint, and the app hydrates what is on screen as soon as it arrives.
import { maySignedIn } from './auth/kept-session.ts';
// Caught from the start: the browser may offer installation before the app has loaded.
import './lib/install-offer.ts';

let started = false;
const start = () => {
  if (started) return;
  started = true;
  void import('./framework.ts').then(() => new Promise((next) => setTimeout(next, 0))).then(() => import('./main.tsx'));
};

const root = document.getElementById('root');
const elsewhere = root && (root.dataset.prerendered !== location.pathname || location.search);
if (root && (elsewhere || maySignedIn())) {
  // Not the address this page was made for, or a visitor who may be signed in (the page is the signed-out one,
  // with Sign up and Upgrade links to act on): the splash stands in until the app renders the right screen.
  const splash = document.getElementById('splash');
  if (splash instanceof HTMLTemplateElement) root.replaceChildren(splash.content.cloneNode(true));
  root.removeAttribute('data-prerendered');
  start();
} else if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
  new PerformanceObserver((list, observer) => {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    setTimeout(start, 0);
  }).observe({ type: 'paint', buffered: true });
} else {
  // Called before the frame is painted; the task after it runs once it has been.
  requestAnimationFrame(() => setTimeout(start, 0));
}
// A tab opened in the background paints nothing until it is shown; the app still starts (its service worker too).
setTimeout(start, 3000);

// A form sent before the app has taken it over would go to the server as a plain GET, its fields (a password) in
// the address. It is held instead, and sent again once React owns the form: the same element when the app
// hydrated it (hydration marks it), or the form in its place, given what was typed, when the app drew anew.
const ownedByApp = (el: Element) => Object.keys(el).some((k) => k.startsWith('__reactProps$'));

function carryValues(values: FormData, to: HTMLFormElement): void {
  for (const [name, value] of values) {
    const field = to.elements.namedItem(name);
    if ((field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) && !field.value)
      field.value = String(value);
  }
}

document.addEventListener(
  'submit',
  (e) => {
    const held = e.target;
    if (!(held instanceof HTMLFormElement) || ownedByApp(held)) return;
    e.preventDefault();
    start();
    const index = Array.from(document.forms).indexOf(held);
    const values = new FormData(held);
    const submitter = e.submitter;
    const until = Date.now() + 20_000;
    const resend = () => {
      const form = held.isConnected ? held : document.forms[index];
      if (form && ownedByApp(form)) {
        if (form !== held) carryValues(values, form);
        form.requestSubmit(form === held && submitter?.isConnected ? submitter : undefined);
      } else if (Date.now() < until) setTimeout(resend, 50);
    };
    resend();
  },
  true,
);
