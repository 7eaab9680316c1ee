// The upload -> read -> review -> score trip as one hook. Reading happens in the parse worker (nothing leaves the
// device until the user has seen what we read); scoring is one POST; the result opens from memory.
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Profile } from '../../../edge/core/profile/schema.ts';
import { pickOcrLanguage } from '../../../edge/core/reader/ocr-languages.ts';
import { useAuthStore } from '../../auth/auth-context.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { ApiError } from '../../lib/api.ts';
import type { ToastText } from '../../lib/failure-toast.ts';
import { attachDraftFile, saveDraftFile } from '../../local/analyses-cache.ts';
import { enqueueAnalysis } from '../../local/queue.ts';
import type { Progress } from '../../pdf/worker-bridge.ts';
import { rememberAnalysis } from '../../queries/analyses.ts';
import { userKeys } from '../../queries/user.ts';
import { analysisFailure, suggestsImageMode } from './errors.ts';
import { addFiles, checkFile, type UploadMode } from './file-rules.ts';
import { getParser } from './parser.ts';
import { applyDraft, type ReviewDraft } from './review-model.ts';
import { newIdempotencyKey, submitAnalysis } from './submit.ts';

/** Review-step button while offline, and what the user is told once the analysis is kept for later. */
export const SCORE_OFFLINE_LABEL = 'Score when back online';
export const QUEUED_TOAST = { title: 'Saved for later', description: "We'll score it as soon as you're back online." };
const QUEUE_FAILED = {
  title: 'Analysis Failed',
  description: "This browser can't keep the analysis for later. Score it when you're back online.",
};

export type FlowStage = 'select' | 'reading' | 'review' | 'scoring';

export interface FlowProblem extends ToastText {
  /** The PDF had no usable text: a screenshot of the profile would work. */
  tryImage: boolean;
}

const isAbort = (err: unknown) => err instanceof DOMException && err.name === 'AbortError';

export function useAnalysisFlow(userId: string) {
  const auth = useAuthStore();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [mode, setModeState] = useState<UploadMode>('pdf');
  const [files, setFiles] = useState<File[]>([]);
  // The OCR model: the first of the browser's languages we read, until the user picks another.
  const [language, setLanguage] = useState(() => pickOcrLanguage(navigator.languages ?? [navigator.language]));
  const [stage, setStage] = useState<FlowStage>('select');
  const [reading, setReading] = useState<Progress | null>(null);
  const [profile, setProfile] = useState<Profile | null>(null);
  const [problem, setProblem] = useState<FlowProblem | null>(null);
  const abortRef = useRef<AbortController | null>(null);
  const draftId = useRef('');
  const sent = useRef<{ body: string; key: string } | null>(null);

  useEffect(() => () => abortRef.current?.abort(), []);
  // Start the parse worker (pdf.js, or the OCR engine in image mode) while the user is still picking a file, so
  // the first read does not pay for its start-up.
  useEffect(() => getParser().warm(mode, language), [mode, language]);

  // Shown once, in the box under the drop zone (an alert, so it is read out): a toast saying the same beside it
  // would only repeat it.
  const fail = useCallback((text: ToastText, tryImage = false) => {
    setProblem({ ...text, tryImage });
  }, []);

  const setMode = useCallback((next: UploadMode) => {
    setModeState(next);
    setFiles([]);
    setProblem(null);
  }, []);

  const clear = useCallback(() => {
    setFiles([]);
    setProblem(null);
  }, []);

  const remove = useCallback((index: number) => {
    setFiles((fs) => fs.filter((_, i) => i !== index));
    setProblem(null);
  }, []);

  /** Dropped, picked or pasted files: a PDF replaces the last one, screenshots are added in order. */
  const choose = useCallback(
    (incoming: File[]) => {
      const next = addFiles(files, incoming, mode);
      setFiles(next.files);
      if (next.problem) return fail(next.problem);
      setProblem(null);
    },
    [files, mode, fail],
  );

  const start = useCallback(async () => {
    const file = files[0];
    const issue = checkFile(file, mode);
    if (issue || !file) return fail(issue ?? checkFile(null, mode)!);
    abortRef.current?.abort();
    const controller = new AbortController();
    abortRef.current = controller;
    setProblem(null);
    setReading(null);
    setStage('reading');
    try {
      const parser = getParser();
      const opts = { signal: controller.signal, onProgress: setReading };
      const parsed =
        mode === 'image' ? await parser.parseImages(files, { ...opts, language }) : await parser.parsePdf(file, opts);
      draftId.current = `draft-${newIdempotencyKey()}`;
      void saveDraftFile(userId, draftId.current, file, parsed);
      setProfile(parsed);
      setStage('review');
    } catch (err) {
      if (isAbort(err)) return;
      setStage('select');
      fail(analysisFailure(err), mode === 'pdf' && suggestsImageMode(err));
    }
  }, [files, mode, language, userId, fail]);

  const score = useCallback(
    async (draft: ReviewDraft) => {
      if (!profile) return;
      const edited = applyDraft(profile, draft);
      const targetRole = draft.targetRole.trim() || undefined;
      // Same reviewed profile again (a retry): same key, so the server can never store or charge it twice.
      const body = JSON.stringify([edited, targetRole, mode]);
      if (sent.current?.body !== body) sent.current = { body, key: newIdempotencyKey() };
      // Offline: kept on the device with its key (a retry of an attempt that did reach the server replays it);
      // the app chrome sends it when the connection is back (web/features/offline).
      if (navigator.onLine === false) {
        try {
          await enqueueAnalysis({
            key: sent.current.key,
            userId,
            profile: edited,
            file_type: mode,
            target_role: targetRole,
            draftId: draftId.current || undefined,
          });
        } catch {
          return fail(QUEUE_FAILED);
        }
        toast({ ...QUEUED_TOAST, variant: 'success' });
        sent.current = null;
        setProfile(null);
        setFiles([]);
        setStage('select');
        await navigate({ to: '/dashboard' });
        return;
      }
      setStage('scoring');
      try {
        const analysis = await submitAnalysis(auth, {
          profile: edited,
          fileType: mode,
          targetRole,
          idempotencyKey: sent.current.key,
        });
        rememberAnalysis(queryClient, userId, analysis);
        void attachDraftFile(draftId.current, analysis.id, edited);
        await navigate({ to: '/analysis/$id', params: { id: analysis.id } });
      } catch (err) {
        // Out of scans: the edits cannot be scored anyway, so go back to the upload view, which says why.
        setStage(err instanceof ApiError && err.code === 'NO_SCANS' ? 'select' : 'review');
        // The review has no problem box, so a failed score is also toasted.
        toast({ ...analysisFailure(err), variant: 'error' });
        fail(analysisFailure(err));
        // A refusal for quota or payment changes what this page should show: re-read the user's scans.
        void queryClient.invalidateQueries({ queryKey: userKeys.one(userId) });
      }
    },
    [profile, mode, auth, queryClient, userId, navigate, fail],
  );

  const cancel = useCallback(() => {
    abortRef.current?.abort();
    setStage('select');
    setReading(null);
    setProfile(null);
  }, []);

  return {
    mode,
    setMode,
    files,
    choose,
    remove,
    clear,
    language,
    setLanguage,
    start,
    stage,
    reading,
    profile,
    problem,
    score,
    cancel,
  };
}

export type AnalysisFlow = ReturnType<typeof useAnalysisFlow>;
