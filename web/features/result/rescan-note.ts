// What a re-scan tells the user: nothing changed (no scan used), or why the score moved.
import { ApiError, SignedOutError, serverText } from '../../lib/api.ts';
import { NOT_AUTHENTICATED, type ToastText } from '../../lib/failure-toast.ts';
import { formatDate } from './format.ts';

export interface RescanInfo {
  charged: boolean;
  previous: { overall_score: number; rubric_version: string; scored_at: string };
}

export interface RescanNote {
  title: string;
  description: string;
}

export function rescanNote(info: RescanInfo, now: { overall_score: number; rubric_version: string }): RescanNote {
  const { previous } = info;
  if (!info.charged) {
    return {
      title: 'Nothing changed',
      description: `Nothing changed since ${formatDate(previous.scored_at)}; your score is the same. No scan was used.`,
    };
  }
  const moved =
    now.overall_score === previous.overall_score
      ? `your score stayed at ${now.overall_score}`
      : `your score went from ${previous.overall_score} to ${now.overall_score}`;
  const why =
    now.rubric_version === previous.rubric_version
      ? 'Your profile was re-analysed with the latest data'
      : `Our scoring rubric changed from ${previous.rubric_version} to ${now.rubric_version}`;
  return { title: 'Analysis Updated!', description: `${why}: ${moved}.` };
}

export function rescanFailure(err: unknown): ToastText {
  if (err instanceof SignedOutError || (err instanceof ApiError && err.status === 401)) return NOT_AUTHENTICATED;
  const text = err instanceof ApiError ? serverText(err) : err instanceof Error ? err.message : String(err);
  return { title: 'Re-scan Failed', description: text };
}
