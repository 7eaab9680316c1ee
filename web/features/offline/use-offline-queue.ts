// Runs the offline queue from the signed-in app: at start (when online), whenever the connection comes back, and
// when a new token arrives (a token that expired offline is refreshed a moment after reconnecting). The user is
// told, and the result opens; on /analysis (maybe mid-review of another file) the toast offers it instead.
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import type { AnalysisDto } from '../../../edge/core/analysis/dto.ts';
import { useAuthStore } from '../../auth/auth-context.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { attachDraftFile } from '../../local/analyses-cache.ts';
import { rememberAnalysis } from '../../queries/analyses.ts';
import { userKeys } from '../../queries/user.ts';
import { analysisFailure } from '../analysis/errors.ts';
import { sendQueued } from './send-queue.ts';

export const QUEUED_DONE = {
  one: { title: 'Your queued analysis is ready', description: 'We scored it now that you are back online.' },
  many: (n: number) => ({
    title: 'Your queued analyses are ready',
    description: `We scored ${n} profiles now that you are back online.`,
  }),
};

export function useOfflineQueue(userId: string | undefined): void {
  const auth = useAuthStore();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  useEffect(() => {
    if (!userId) return;
    let running = false;
    let again = false;
    let stopped = false;

    const flush = async () => {
      if (stopped || !navigator.onLine) return;
      if (running) {
        again = true;
        return;
      }
      running = true;
      const sent: AnalysisDto[] = [];
      try {
        await sendQueued(auth, userId, {
          onSent(item, analysis) {
            rememberAnalysis(queryClient, userId, analysis);
            if (item.draftId) void attachDraftFile(item.draftId, analysis.id, item.profile);
            sent.push(analysis);
          },
          onRefused(_item, err) {
            toast({ ...analysisFailure(err), variant: 'error' });
            void queryClient.invalidateQueries({ queryKey: userKeys.one(userId) });
          },
        });
      } catch {
        // No IndexedDB or no Web Locks in this browser mode: nothing could have been queued here either.
      } finally {
        running = false;
      }
      // Not `stopped`: StrictMode (dev) remounts while a send is in flight. Still the same user is what matters.
      const last = sent.at(-1);
      if (last && auth.getSnapshot().session?.user.id === userId) announce(last, sent.length);
      if (again) {
        again = false;
        void flush();
      }
    };

    const announce = (analysis: AnalysisDto, count: number) => {
      const text = count === 1 ? QUEUED_DONE.one : QUEUED_DONE.many(count);
      const open = () => void navigate({ to: '/analysis/$id', params: { id: analysis.id } });
      if (location.pathname === '/analysis') {
        toast({ ...text, variant: 'success', durationMs: 10_000, action: { label: 'View result', onClick: open } });
        return;
      }
      toast({ ...text, variant: 'success' });
      open();
    };

    let token = auth.getSnapshot().session?.access_token;
    const unsubscribe = auth.subscribe(() => {
      const next = auth.getSnapshot().session?.access_token;
      if (next && next !== token) void flush();
      token = next;
    });
    window.addEventListener('online', flush);
    void flush();
    return () => {
      stopped = true;
      unsubscribe();
      window.removeEventListener('online', flush);
    };
  }, [auth, userId, queryClient, navigate]);
}
