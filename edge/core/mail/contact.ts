// The mail a contact or sales request sends to our own inbox. It goes only to the configured support/sales
// address (never to the visitor: an open form that mails arbitrary addresses is a spam relay); the visitor's
// address is the Reply-To, so answering is one click.
import { escapeHtml, layoutHtml, type MailBrand, type MailContent, paragraphsHtml, subjectLine } from './html.ts';

export interface ContactMailInput {
  brand: MailBrand;
  kind: 'contact' | 'sales';
  id: string;
  name: string;
  email: string;
  company?: string;
  subject?: string;
  teamSize?: string;
  message: string;
}

function fields(input: ContactMailInput): [string, string][] {
  const rows: [string, string | undefined][] = [
    ['Name', input.name],
    ['Email', input.email],
    ['Company', input.company],
    ['Team size', input.teamSize],
    ['Subject', input.subject],
    ['Reference', input.id],
  ];
  return rows.filter((r): r is [string, string] => Boolean(r[1]));
}

export function contactMail(input: ContactMailInput): MailContent {
  const topic = input.kind === 'sales' ? `Sales enquiry from ${input.name}` : `Contact: ${input.subject || input.name}`;
  const subject = subjectLine(`[${input.brand.productName}] ${topic}${input.company ? ` (${input.company})` : ''}`);
  const list = fields(input);
  const text = [
    input.kind === 'sales' ? 'New sales enquiry (Enterprise)' : 'New message from the contact form',
    '',
    ...list.map(([k, v]) => `${k}: ${v}`),
    '',
    input.message,
    '',
    'Reply to this email to answer the sender.',
  ].join('\n');
  const rows = list
    .map(
      ([k, v]) =>
        `<tr><td style="padding:4px 16px 4px 0;color:#64748b;vertical-align:top">${escapeHtml(k)}</td><td style="padding:4px 0">${escapeHtml(v)}</td></tr>`,
    )
    .join('');
  const body = [
    `<p style="margin:16px 0 0;font-weight:600">${input.kind === 'sales' ? 'New sales enquiry (Enterprise)' : 'New message from the contact form'}</p>`,
    `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:12px 0;font-size:14px">${rows}</table>`,
    `<div style="margin:0;padding:16px;border-radius:8px;background:#f1f5f9;white-space:normal">${paragraphsHtml(input.message)}</div>`,
    '<p style="margin:16px 0 0;font-size:13px;color:#64748b">Reply to this email to answer the sender.</p>',
  ].join('\n');
  return { subject, text, html: layoutHtml(input.brand, subject, body) };
}
