// The local outbox as a page: newest first, plain text with clickable links, and each message's HTML version.
import { escapeHtml } from '../../core/mail/index.ts';

export interface OutboxEntry {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  created_at: string;
}

// Escaped text never contains a raw quote or angle bracket, so a URL match cannot break out of the href.
const URL_IN_TEXT = /https?:\/\/[^\s<>"']+/g;

function linkify(escaped: string): string {
  return escaped.replace(URL_IN_TEXT, (u) => `<a href="${u}">${u}</a>`);
}

function entry(m: OutboxEntry): string {
  return `<article>
<header><h2>${escapeHtml(m.subject)}</h2>
<p class="meta">To <strong>${escapeHtml(m.to)}</strong> · <time datetime="${escapeHtml(m.created_at)}">${escapeHtml(m.created_at.replace('T', ' ').slice(0, 19))} UTC</time>${m.html ? ` · <a href="/dev/mail/${m.id}">View HTML version</a>` : ''}</p></header>
<pre>${linkify(escapeHtml(m.text))}</pre>
</article>`;
}

export function outboxPage(productName: string, messages: OutboxEntry[]): string {
  const body = messages.length
    ? messages.map(entry).join('\n')
    : '<p class="empty">No mail yet. Request a password reset or send the contact form, then reload.</p>';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Local mail outbox · ${escapeHtml(productName)}</title>
<style>
body{margin:0;background:#f8fafc;color:#0f172a;font:15px/1.5 system-ui,-apple-system,'Segoe UI',Roboto,sans-serif}
main{max-width:760px;margin:0 auto;padding:32px 16px}
h1{margin:0;font-size:24px}.lead{color:#475569;margin:4px 0 24px}
article{background:#fff;border:1px solid #e2e8f0;border-radius:12px;padding:16px 20px;margin:0 0 16px}
h2{margin:0;font-size:17px}.meta{margin:4px 0 12px;color:#475569;font-size:13px}
pre{white-space:pre-wrap;word-break:break-word;margin:0;font:13px/1.5 ui-monospace,SFMono-Regular,Menlo,monospace}
a{color:#4338ca}.empty{color:#475569}
</style></head>
<body><main>
<h1>Local mail outbox</h1>
<p class="lead">Mail ${escapeHtml(productName)} would have sent. Nothing here left this machine. Also as <a href="/dev/mail.json">JSON</a>.</p>
${body}
</main></body></html>`;
}
