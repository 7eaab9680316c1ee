// "Delete analysis" on the result page: a confirm dialog, DELETE /api/analyses/:id, then the analysis is forgotten
// everywhere this app keeps it (the TanStack caches and the device copy in Dexie) and the user lands on the
// dashboard. A 404 means it is already gone (another tab, another device): the same outcome, not an error.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { type ReactNode, useRef } from 'react';
import { accessToken } from '../../auth/access-token.ts';
import { useAuthStore } from '../../auth/auth-context.tsx';
import type { AuthStore } from '../../auth/auth-store.ts';
import { toast } from '../../components/ui/toast-store.ts';
import { ApiError, api } from '../../lib/api.ts';
import { forgetAnalysis } from '../../local/analyses-cache.ts';
import { type AnalysisSummary, analysesKeys } from '../../queries/analyses.ts';
import { DeleteDialog } from '../account/delete-dialog.tsx';

async function deleteAnalysis(auth: AuthStore, id: string): Promise<void> {
  const token = await accessToken(auth);
  try {
    await api('deleteAnalysis', { token, params: { id } });
  } catch (err) {
    if (!(err instanceof ApiError && err.status === 404)) throw err;
  }
}

function useDeleteAnalysis(userId: string, id: string, stay: boolean) {
  const auth = useAuthStore();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    // Offline, fail at once and say so: a delete paused until the connection returns would fire later, unseen.
    networkMode: 'always',
    mutationFn: () => deleteAnalysis(auth, id),
    onSuccess: async () => {
      await forgetAnalysis(userId, id);
      queryClient.setQueryData<AnalysisSummary[]>(analysesKeys.list(userId), (list) =>
        list?.filter((a) => a.id !== id),
      );
      // Leave first: dropping the detail under the mounted result page would make it refetch (and show a 404).
      if (!stay) await navigate({ to: '/dashboard' });
      queryClient.removeQueries({ queryKey: analysesKeys.one(userId, id), exact: true });
      void queryClient.invalidateQueries({ queryKey: analysesKeys.list(userId), exact: true });
      void queryClient.invalidateQueries({ queryKey: analysesKeys.history(userId) });
      void queryClient.invalidateQueries({ queryKey: analysesKeys.profiles(userId) });
      toast({ title: 'Analysis deleted', description: 'It has been removed from your account.', variant: 'success' });
    },
  });
}

/**
 * `stay`: in a list (the history) the user stays there; from the result page they go to the dashboard.
 * `trigger`: what opens the confirmation instead of the red button (the history row's actions menu).
 */
export function DeleteAnalysis({
  userId,
  id,
  stay = false,
  trigger,
}: {
  userId: string;
  id: string;
  stay?: boolean;
  trigger?: (open: () => void) => ReactNode;
}) {
  const cancel = useRef<HTMLButtonElement>(null);
  const del = useDeleteAnalysis(userId, id, stay);
  return (
    <DeleteDialog
      request={del}
      size="sm"
      initialFocus={cancel}
      cancelRef={cancel}
      testId="delete-analysis-dialog"
      title="Delete this analysis?"
      description={
        <p>
          Its scores, advice and the profile we read from your file are removed from your account and from this device.
          This can't be undone, and the scan it used is not refunded.
        </p>
      }
      action="Delete analysis"
      onConfirm={() => del.mutate()}
      trigger={trigger}
    />
  );
}
