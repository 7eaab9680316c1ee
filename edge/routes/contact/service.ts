// Store first, then mail our own inbox (support or sales) with the sender as Reply-To. A failed mail is
// logged, not lost: the request is already in contact_requests.
import { CONTACT_RECEIVED, type ContactReceipt, SALES_RECEIVED } from '../../core/contact.ts';
import { contactMail } from '../../core/mail/index.ts';
import type { Deps } from '../../deps.ts';
import type { MailMessage, NewContactRequest } from '../../ports.ts';

export interface SavedContact {
  receipt: ContactReceipt;
  mail: MailMessage;
}

export async function saveContactRequest(deps: Deps, req: NewContactRequest): Promise<SavedContact> {
  const { id } = await deps.contacts.save(req);
  const { productName, publicUrl, supportEmail, salesEmail } = deps.config;
  const content = contactMail({
    brand: { productName, publicUrl, supportEmail },
    kind: req.kind,
    id,
    name: req.name,
    email: req.email,
    company: req.company,
    subject: req.subject,
    teamSize: req.teamSize,
    message: req.message,
  });
  const to = req.kind === 'sales' ? salesEmail : supportEmail;
  return {
    receipt: { ok: true, id, message: req.kind === 'sales' ? SALES_RECEIVED : CONTACT_RECEIVED },
    mail: { to, replyTo: req.email, ...content },
  };
}

/** What a bot that filled the hidden field gets: a normal-looking success, nothing stored or sent. */
export function decoyReceipt(kind: 'contact' | 'sales'): ContactReceipt {
  return { ok: true, id: crypto.randomUUID(), message: kind === 'sales' ? SALES_RECEIVED : CONTACT_RECEIVED };
}
