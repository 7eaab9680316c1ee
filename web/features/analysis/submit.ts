// POST /api/analyze. The idempotency key is made once per reviewed profile: a double click, a retry after a
// dropped connection or a second tab sending the same draft is stored and charged once (the server replays it).
import type { AnalysisDto } from '../../../edge/core/analysis/dto.ts';
import type { AnalyzeRequest } from '../../../edge/core/api.ts';
import type { Profile } from '../../../edge/core/profile/schema.ts';
import type { AuthStore } from '../../auth/auth-store.ts';
import { apiFetch } from '../../lib/api.ts';
import { NotSignedInError } from '../../queries/analyses.ts';
import type { RescanInfo } from '../result/rescan-note.ts';

export interface SubmitInput {
  profile: Profile;
  fileType: 'pdf' | 'image';
  targetRole?: string;
  idempotencyKey: string;
}

export async function submitAnalysis(auth: AuthStore, input: SubmitInput): Promise<AnalysisDto> {
  const session = await auth.getSession();
  if (!session) throw new NotSignedInError();
  const body: AnalyzeRequest = {
    profile: input.profile,
    file_type: input.fileType,
    idempotency_key: input.idempotencyKey,
  };
  const role = input.targetRole?.trim();
  if (role) body.target_role = role;
  const res = await apiFetch<{ analysis: AnalysisDto; replayed: boolean }>('/api/analyze', {
    method: 'POST',
    token: session.access_token,
    body,
  });
  return res.analysis;
}

export interface RescanAnswer {
  analysis: AnalysisDto;
  rescan: RescanInfo;
}

export async function rescanAnalysis(auth: AuthStore, id: string): Promise<RescanAnswer> {
  const session = await auth.getSession();
  if (!session) throw new NotSignedInError();
  return apiFetch<RescanAnswer>(`/api/analyses/${encodeURIComponent(id)}/rescan`, {
    method: 'POST',
    token: session.access_token,
  });
}

export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}
