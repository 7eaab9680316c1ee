import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { accessToken } from '../../auth/access-token.ts';
import { useAuthStore } from '../../auth/auth-context.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { api } from '../../lib/api.ts';
import { rememberAnalysis } from '../../queries/analyses.ts';
import { userKeys } from '../../queries/user.ts';
import { type RescanNote, rescanFailure, rescanNote } from './rescan-note.ts';

/**
 * Re-scores the stored profile with the current rubric: one scan when the rubric changed, none when nothing did
 * (the server decides); toasts of the product specification's section 8, and the same words kept on the page as `note`.
 */
export function useRescan(userId: string, id: string) {
  const auth = useAuthStore();
  const queryClient = useQueryClient();
  const [note, setNote] = useState<RescanNote | null>(null);
  const mutation = useMutation({
    mutationFn: async () => api('rescan', { token: await accessToken(auth), params: { id } }),
    onSuccess: ({ analysis, rescan }) => {
      rememberAnalysis(queryClient, userId, analysis);
      const n = rescanNote(rescan, analysis);
      setNote(n);
      toast({ ...n, variant: 'success' });
    },
    onError: (err) => {
      toast({ ...rescanFailure(err), variant: 'error' });
      void queryClient.invalidateQueries({ queryKey: userKeys.one(userId) });
    },
  });
  return { mutation, note };
}
