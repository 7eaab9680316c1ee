// The password reset mail (docs/design.md 9.5). Says how long the link lives and what to do if you did not ask:
// the request endpoint answers the same for any address, so a stranger can trigger this mail to you.
import { buttonHtml, escapeHtml, layoutHtml, type MailBrand, type MailContent, textFooter } from './html.ts';

export interface PasswordResetMailInput {
  brand: MailBrand;
  /** The full link, `${publicUrl}/reset-password?token=...`. */
  resetUrl: string;
  validMinutes: number;
}

export function resetLink(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/reset-password?token=${encodeURIComponent(token)}`;
}

function validity(minutes: number): string {
  if (minutes % 60 === 0) return minutes === 60 ? '1 hour' : `${minutes / 60} hours`;
  return `${minutes} minutes`;
}

export function passwordResetMail({ brand, resetUrl, validMinutes }: PasswordResetMailInput): MailContent {
  const subject = `Reset your ${brand.productName} password`;
  const lasts = validity(validMinutes);
  const text = [
    'Hi,',
    '',
    `Someone (hopefully you) asked to reset the password of your ${brand.productName} account.`,
    'Open this link to choose a new password:',
    '',
    resetUrl,
    '',
    `The link works once and expires in ${lasts}.`,
    "If you didn't ask for this, ignore this email: your password stays as it is.",
    '',
    textFooter(brand),
  ].join('\n');
  const body = [
    '<p style="margin:16px 0 0">Hi,</p>',
    `<p style="margin:12px 0 0">Someone (hopefully you) asked to reset the password of your ${escapeHtml(brand.productName)} account. Choose a new password here:</p>`,
    buttonHtml(resetUrl, 'Reset Password'),
    `<p style="margin:0;font-size:13px;color:#475569">Or paste this link into your browser:<br><a href="${escapeHtml(resetUrl)}" style="color:#4338ca;word-break:break-all">${escapeHtml(resetUrl)}</a></p>`,
    `<p style="margin:16px 0 0">The link works once and expires in ${lasts}.</p>`,
    `<p style="margin:12px 0 0;color:#475569">If you didn't ask for this, ignore this email: your password stays as it is.</p>`,
  ].join('\n');
  return { subject, text, html: layoutHtml(brand, subject, body) };
}
