import { useRef, useState } from 'react';
import { CONTACT_TOPICS, MESSAGE_MAX, TEAM_SIZES } from '../../../edge/core/contact.ts';
import { useSession } from '../../auth/auth-context.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { CheckCircleIcon } from '../../components/ui/icons.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { serverText } from '../../lib/api.ts';
import { useForm } from '../../lib/use-form.ts';
import { SelectField, TextAreaField } from './form-controls.tsx';
import { type ContactKind, FieldErrorsFromServer, SCHEMAS, sendContact } from './submit.ts';

const FIELDS: Record<ContactKind, string[]> = {
  contact: ['name', 'email', 'topic', 'message', 'website'],
  sales: ['name', 'email', 'company', 'teamSize', 'message', 'website'],
};

/** The /contact and /contact-sales form: field errors inline, a confirmation in place of the form on success. */
export function ContactForm({ kind }: { kind: ContactKind }) {
  const { session } = useSession();
  const [sent, setSent] = useState<string | null>(null);
  const confirmation = useRef<HTMLHeadingElement>(null);
  const meta = session?.user.user_metadata ?? {};
  const defaultName = [meta.first_name, meta.last_name].filter((v) => typeof v === 'string' && v).join(' ');
  const { onSubmit, busy, field } = useForm({
    schema: SCHEMAS[kind],
    fields: FIELDS[kind],
    submit: async (values) => {
      const receipt = await sendContact(kind, values, session?.access_token);
      setSent(receipt.message);
      toast({ title: 'Message sent', description: 'We will reply by email.', variant: 'success' });
      requestAnimationFrame(() => confirmation.current?.focus());
    },
    failure: (err) =>
      err instanceof FieldErrorsFromServer
        ? { fields: err.errors }
        : { title: 'Message not sent', description: serverText(err) || 'Please check your connection and try again.' },
  });

  if (sent) {
    return (
      <div className="rounded-2xl border border-emerald-200 bg-emerald-50/60 p-8 text-center">
        <CheckCircleIcon className="mx-auto size-10 text-emerald-600" />
        <h2 ref={confirmation} tabIndex={-1} className="mt-4 font-semibold text-slate-900 text-xl focus:outline-none">
          Message sent
        </h2>
        <p className="mx-auto mt-2 max-w-md text-slate-700">{sent}</p>
        <Button variant="secondary" className="mt-6" onClick={() => setSent(null)}>
          Send another message
        </Button>
      </div>
    );
  }

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="space-y-5"
      aria-label={kind === 'sales' ? 'Contact sales' : 'Contact us'}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id="name" label="Name" autoComplete="name" defaultValue={defaultName} {...field('name')} />
        <Field
          id="email"
          label={kind === 'sales' ? 'Work email' : 'Email'}
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder="you@example.com"
          defaultValue={session?.user.email ?? ''}
          {...field('email')}
        />
      </div>
      {kind === 'sales' ? (
        <div className="grid gap-5 sm:grid-cols-2">
          <Field id="company" label="Company" autoComplete="organization" {...field('company')} />
          <SelectField
            id="teamSize"
            label="Team size"
            options={TEAM_SIZES}
            placeholder="Choose a size"
            {...field('teamSize')}
          />
        </div>
      ) : (
        <SelectField
          id="topic"
          label="Topic"
          options={CONTACT_TOPICS}
          placeholder="Choose a topic"
          {...field('topic')}
        />
      )}
      <TextAreaField
        id="message"
        label={kind === 'sales' ? 'How can we help your team?' : 'Message'}
        maxLength={MESSAGE_MAX}
        hint={kind === 'sales' ? 'Tell us about your team and what you would like to achieve.' : undefined}
        {...field('message')}
      />
      {/* Bots fill every field; people never see this one. */}
      <div aria-hidden="true" className="-left-[9999px] absolute h-px w-px overflow-hidden">
        <label htmlFor="website">Website (leave empty)</label>
        <input id="website" name="website" type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={busy}>
        {busy ? 'Sending...' : kind === 'sales' ? 'Contact Sales' : 'Send Message'}
      </Button>
    </form>
  );
}
