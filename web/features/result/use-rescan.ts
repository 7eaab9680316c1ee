import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAuthStore } from '../../auth/auth-context.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { rememberAnalysis } from '../../queries/analyses.ts';
import { rescanFailure } from '../analysis/errors.ts';
import { rescanAnalysis } from '../analysis/submit.ts';

/** Re-scores the stored profile with the current rubric (charges a scan); toasts of spec section 8. */
export function useRescan(userId: string, id: string) {
  const auth = useAuthStore();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => rescanAnalysis(auth, id),
    onSuccess: (analysis) => {
      rememberAnalysis(queryClient, userId, analysis);
      toast({
        title: 'Analysis Updated!',
        description: 'Your profile was re-analysed with the latest data.',
        variant: 'success',
      });
    },
    onError: (err) => {
      toast({ ...rescanFailure(err), variant: 'error' });
      void queryClient.invalidateQueries({ queryKey: ['user', userId] });
    },
  });
}
