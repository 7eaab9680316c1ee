// The one HTML frame for every mail. Mail clients ignore <style> blocks and external CSS unevenly (Gmail strips
// <style> in some views, Outlook renders with Word), so everything is inline styles on tables.
// https://www.caniemail.com/features/html-style/
export interface MailBrand {
  productName: string;
  /** Origin of the web app, no trailing slash: links in mails point here. */
  publicUrl: string;
  supportEmail: string;
}

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Everything user-supplied (names, messages) goes through this before it reaches HTML. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => ENTITIES[ch]);
}

/** Escaped text with line breaks kept (contact messages are multi-line). */
export function paragraphsHtml(value: string): string {
  return escapeHtml(value).replace(/\r?\n/g, '<br>');
}

export function buttonHtml(href: string, label: string): string {
  return `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:24px 0"><tr><td style="border-radius:8px;background:#4338ca"><a href="${escapeHtml(href)}" style="display:inline-block;padding:12px 24px;font-weight:600;color:#ffffff;text-decoration:none;border-radius:8px">${escapeHtml(label)}</a></td></tr></table>`;
}

/** Wraps body HTML (already escaped by the caller) in the branded frame. */
export function layoutHtml(brand: MailBrand, title: string, bodyHtml: string): string {
  const name = escapeHtml(brand.productName);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:0;background:#f8fafc;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;color:#0f172a">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f8fafc;padding:24px 12px"><tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border:1px solid #e2e8f0;border-radius:16px">
<tr><td style="padding:24px 32px 0;font-size:18px;font-weight:700;color:#4338ca">${name}</td></tr>
<tr><td style="padding:8px 32px 32px;font-size:15px;line-height:1.6">${bodyHtml}</td></tr>
</table>
<p style="max-width:560px;margin:16px auto 0;font-size:12px;line-height:1.5;color:#64748b">${name} · <a href="${escapeHtml(brand.publicUrl)}" style="color:#64748b">${escapeHtml(brand.publicUrl.replace(/^https?:\/\//, ''))}</a> · Questions? <a href="mailto:${escapeHtml(brand.supportEmail)}" style="color:#64748b">${escapeHtml(brand.supportEmail)}</a></p>
</td></tr></table>
</body></html>`;
}

/** Plain-text footer matching the HTML one. */
export function textFooter(brand: MailBrand): string {
  return `--\n${brand.productName} · ${brand.publicUrl}\nQuestions? ${brand.supportEmail}`;
}

/** Mail subjects are one header line: no CR/LF (header injection), bounded length. */
export function subjectLine(value: string, max = 150): string {
  const flat = value
    .replace(/[\r\n\t]+/g, ' ')
    .replace(/\s{2,}/g, ' ')
    .trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}
