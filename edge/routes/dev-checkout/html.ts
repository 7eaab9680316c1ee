// A tiny HTML shell for the local checkout pages. Server-rendered, no script (the CSP allows none inline), and
// unmistakably labelled as test mode so nobody mistakes it for a real payment page.
import { escapeHtml } from '../../core/mail/html.ts';

export const esc = (value: unknown): string => escapeHtml(String(value ?? ''));

const STYLE = `
*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;
background:#f1f5f9;color:#0f172a}.banner{background:#fde68a;color:#78350f;text-align:center;padding:.6rem 1rem;
font-weight:700;letter-spacing:.02em;border-bottom:1px solid #f59e0b}main{max-width:28rem;margin:2.5rem auto;
padding:0 1rem}.card{background:#fff;border:1px solid #e2e8f0;border-radius:1rem;padding:1.75rem;
box-shadow:0 1px 2px rgba(15,23,42,.06)}h1{font-size:1.35rem;margin:0 0 .25rem}.muted{color:#475569;
font-size:.9rem}.price{font-size:2.25rem;font-weight:800;margin:1rem 0 0}.price small{font-size:1rem;
font-weight:500;color:#475569}ul{padding-left:1.2rem;color:#334155}dl{display:grid;grid-template-columns:auto 1fr;
gap:.35rem 1rem;margin:1rem 0}dt{color:#475569}dd{margin:0;font-weight:600}form{margin:0}
button,.btn{display:block;width:100%;margin-top:.75rem;padding:.8rem 1rem;border-radius:.6rem;border:0;
font:inherit;font-weight:700;cursor:pointer;text-align:center;text-decoration:none}
.primary{background:#4338ca;color:#fff}.primary:hover{background:#3730a3}.secondary{background:#fff;
color:#1e293b;border:1px solid #cbd5e1}.danger{background:#fff;color:#b91c1c;border:1px solid #fecaca}
button:focus-visible,.btn:focus-visible{outline:3px solid #6366f1;outline-offset:2px}
.note{margin-top:1.25rem;font-size:.85rem;color:#475569}.badge{display:inline-block;background:#e0e7ff;
color:#3730a3;border-radius:999px;padding:.1rem .6rem;font-size:.8rem;font-weight:700}`;

export function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${esc(title)} · Test mode · Profile Score</title>
<style>${STYLE}</style></head>
<body><div class="banner" role="note">TEST MODE · Local checkout · No card is charged and no money moves</div>
<main>${body}</main></body></html>`;
}

export function notFoundPage(what: string, back = '/'): string {
  return page(
    `${what} not found`,
    `<div class="card"><h1>${esc(what)} not found</h1>
     <p class="muted">This link is unknown or has expired. Start again from the app.</p>
     <a class="btn secondary" href="${esc(back)}">Back to Profile Score</a></div>`,
  );
}
