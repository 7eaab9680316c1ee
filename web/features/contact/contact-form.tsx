import { type FormEvent, useRef, useState } from 'react';
import { CONTACT_TOPICS, MESSAGE_MAX, TEAM_SIZES } from '../../../edge/core/contact.ts';
import { useSession } from '../../auth/auth-context.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { CheckCircleIcon } from '../../components/ui/icons.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { focusFirstError, formValues, useFieldErrors } from '../../lib/form-errors.ts';
import { serverText } from '../password/api.ts';
import { SelectField, TextAreaField } from './form-controls.tsx';
import { type ContactKind, checkFields, FieldErrorsFromServer, sendContact } from './submit.ts';

const FIELDS: Record<ContactKind, string[]> = {
  contact: ['name', 'email', 'topic', 'message', 'website'],
  sales: ['name', 'email', 'company', 'teamSize', 'message', 'website'],
};

/** The /contact and /contact-sales form: field errors inline, a confirmation in place of the form on success. */
export function ContactForm({ kind }: { kind: ContactKind }) {
  const { session } = useSession();
  const { errors, setErrors, clear } = useFieldErrors();
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const confirmation = useRef<HTMLHeadingElement>(null);
  const meta = session?.user.user_metadata ?? {};
  const defaultName = [meta.first_name, meta.last_name].filter((v) => typeof v === 'string' && v).join(' ');

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    const values = formValues(form, FIELDS[kind]);
    const invalid = checkFields(kind, values);
    if (invalid) {
      setErrors(invalid);
      focusFirstError(form, invalid);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const receipt = await sendContact(kind, values, session?.access_token);
      setSent(receipt.message);
      toast({ title: 'Message sent', description: 'We will reply by email.', variant: 'success' });
      requestAnimationFrame(() => confirmation.current?.focus());
    } catch (err) {
      if (err instanceof FieldErrorsFromServer) {
        setErrors(err.errors);
        focusFirstError(form, err.errors);
      } else {
        const description = serverText(err) || 'Please check your connection and try again.';
        toast({ title: 'Message not sent', description, variant: 'error' });
      }
    } finally {
      setBusy(false);
    }
  }

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

  const common = (name: string) => ({ error: errors[name], onChange: () => clear(name) });
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="space-y-5"
      aria-label={kind === 'sales' ? 'Contact sales' : 'Contact us'}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id="name" label="Name" autoComplete="name" defaultValue={defaultName} {...common('name')} />
        <Field
          id="email"
          label={kind === 'sales' ? 'Work email' : 'Email'}
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder="you@example.com"
          defaultValue={session?.user.email ?? ''}
          {...common('email')}
        />
      </div>
      {kind === 'sales' ? (
        <div className="grid gap-5 sm:grid-cols-2">
          <Field id="company" label="Company" autoComplete="organization" {...common('company')} />
          <SelectField
            id="teamSize"
            label="Team size"
            options={TEAM_SIZES}
            placeholder="Choose a size"
            {...common('teamSize')}
          />
        </div>
      ) : (
        <SelectField
          id="topic"
          label="Topic"
          options={CONTACT_TOPICS}
          placeholder="Choose a topic"
          {...common('topic')}
        />
      )}
      <TextAreaField
        id="message"
        label={kind === 'sales' ? 'How can we help your team?' : 'Message'}
        maxLength={MESSAGE_MAX}
        hint={kind === 'sales' ? 'Tell us about your team and what you would like to achieve.' : undefined}
        {...common('message')}
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
