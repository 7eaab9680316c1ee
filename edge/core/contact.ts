// The contact and sales forms (docs/design.md 9.8): one zod schema per form, used by the web form and the API, so
// the field errors a visitor sees are the ones the server would give.
import { z } from 'zod';

export const CONTACT_TOPICS = [
  'General question',
  'Account and billing',
  'Problem with a score',
  'Bug report',
  'Privacy or data request',
  'Feedback',
] as const;

export const TEAM_SIZES = ['1-10', '11-50', '51-200', '201-1,000', 'More than 1,000'] as const;

export const MESSAGE_MIN = 10;
export const MESSAGE_MAX = 5000;

const EMAIL_MESSAGE = 'Please enter a valid email address';

const name = z
  .string('Please enter your name')
  .trim()
  .min(1, 'Please enter your name')
  .max(200, 'Please keep your name under 200 characters');
const email = z.string(EMAIL_MESSAGE).trim().toLowerCase().max(320, EMAIL_MESSAGE).pipe(z.email(EMAIL_MESSAGE));
const message = z
  .string('Please write a message')
  .trim()
  .min(MESSAGE_MIN, `Please write at least ${MESSAGE_MIN} characters`)
  .max(MESSAGE_MAX, 'Please keep your message under 5,000 characters');
// Hidden from people, filled by form-spamming bots: a non-empty value is accepted and silently dropped.
const website = z.string().max(500).optional();

export const contactSchema = z.object({
  name,
  email,
  topic: z.enum(CONTACT_TOPICS, 'Please choose a topic'),
  message,
  website,
});

export const salesSchema = z.object({
  name,
  email,
  company: z
    .string('Please enter your company name')
    .trim()
    .min(1, 'Please enter your company name')
    .max(200, 'Please keep the company name under 200 characters'),
  teamSize: z.enum(TEAM_SIZES, 'Please choose your team size'),
  message,
  website,
});

/** What both endpoints answer on success (the form shows it as the confirmation). */
export interface ContactReceipt {
  ok: true;
  id: string;
  message: string;
}

export const CONTACT_RECEIVED = "Thanks! We've received your message and will reply by email within one business day.";
export const SALES_RECEIVED = 'Thanks! Our team will get back to you within one business day to find a time to talk.';
