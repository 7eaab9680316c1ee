import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accessToken } from '../../auth/access-token.ts';
import { useAuthStore } from '../../auth/auth-context.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { api } from '../../lib/api.ts';
import { rememberAnalysis } from '../../queries/analyses.ts';

/** Saves the job ads (or the role) with the analysis; the server matches them. No scan is spent: the score does
 *  not change. */
export function useSaveTarget(userId: string, id: string) {
  const auth = useAuthStore();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (ads: string[]) => {
      const token = await accessToken(auth);
      return (await api('setTarget', { token, params: { id }, body: { ads } })).analysis;
    },
    onSuccess: (analysis, ads) => {
      rememberAnalysis(queryClient, userId, analysis);
      const title = ads.length > 1 ? 'Job ads saved' : 'Job ad saved';
      toast({ title, description: 'No scan was used.', variant: 'success' });
    },
    onError: (err) =>
      toast({
        title: 'Could not save the job ad',
        description: err instanceof Error ? err.message : 'Please try again.',
        variant: 'error',
      }),
  });
}
