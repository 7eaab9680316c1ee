// "Delete account" on the dashboard: the dialog asks for the account's email, DELETE /api/account cancels any Pro
// subscription and removes every row (edge/services/delete-account.ts), then this device forgets the user and
// signs out locally, landing on the home page. If the payment provider cannot cancel, the server deletes nothing
// and says so; the dialog stays open to try again.
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { accessToken } from '../../auth/access-token.ts';
import { useAuthStore, useSignOut } from '../../auth/auth-context.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Field } from '../../components/ui/field.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { api } from '../../lib/api.ts';
import type { AppUser } from '../../queries/user.ts';
import { DeleteDialog } from './delete-dialog.tsx';
import { forgetDeviceData } from './device-data.ts';

const FORM_ID = 'delete-account-form';
const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

function useDeleteAccount(userId: string) {
  const auth = useAuthStore();
  const signOut = useSignOut();
  return useMutation({
    // Offline, fail at once and say so: a delete paused until the connection returns would fire later, unseen.
    networkMode: 'always',
    mutationFn: async () => {
      await api('deleteAccount', { token: await accessToken(auth) });
    },
    onSuccess: async () => {
      await forgetDeviceData(userId);
      await signOut('/');
      toast({ title: 'Account deleted', description: 'Your account and all its data are gone.', variant: 'success' });
    },
  });
}

export function AccountCard({ user }: { user: AppUser }) {
  const [typed, setTyped] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const del = useDeleteAccount(user.supabase_id);
  const paid = user.subscription_tier === 'pro' || user.subscription_tier === 'pending';
  const matches = same(typed, user.email);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (matches && !del.isPending) del.mutate();
  };

  return (
    <Card className="flex flex-col gap-4 p-6 sm:flex-row sm:items-center" role="region" aria-labelledby="account-title">
      <div className="flex-1">
        <h2 id="account-title" className="font-semibold text-slate-900">
          Your account
        </h2>
        <p className="mt-1 text-slate-600 text-sm">
          Signed in as <span className="font-medium text-slate-800">{user.email}</span>.
        </p>
      </div>
      <DeleteDialog
        request={del}
        onClose={() => setTyped('')}
        initialFocus={input}
        testId="delete-account-dialog"
        title="Delete your account?"
        description={
          <>
            <p>
              Your account, every analysis and everything we read from your files are deleted for good. Nothing can be
              recovered afterwards.
            </p>
            {paid && (
              <p className="font-medium text-slate-800">
                Your Pro subscription is cancelled at once, so you won't be charged again.
              </p>
            )}
          </>
        }
        action="Delete account"
        form={FORM_ID}
        ready={matches}
      >
        <form id={FORM_ID} onSubmit={submit} noValidate>
          <Field
            ref={input}
            id="delete-account-email"
            label="Type your email to confirm"
            hint={
              <>
                Enter <span className="font-medium text-slate-700">{user.email}</span>
              </>
            }
            type="email"
            autoComplete="off"
            spellCheck={false}
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
          />
        </form>
      </DeleteDialog>
    </Card>
  );
}
