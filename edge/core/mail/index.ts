export { type ContactMailInput, contactMail } from './contact.ts';
export { escapeHtml, type MailBrand, type MailContent, subjectLine } from './html.ts';
export { type PasswordResetMailInput, passwordResetMail, resetLink } from './password-reset.ts';
