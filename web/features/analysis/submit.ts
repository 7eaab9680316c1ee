// POST /api/analyze. The idempotency key is made once per reviewed profile: a double click, a retry after a
// dropped connection or a second tab sending the same draft is stored and charged once (the server replays it).
import type { AnalysisDto } from '../../../edge/core/analysis/dto.ts';
import type { AnalyzeRequest } from '../../../edge/core/api.ts';
import type { Profile } from '../../../edge/core/profile/schema.ts';
import { accessToken } from '../../auth/access-token.ts';
import type { AuthStore } from '../../auth/auth-store.ts';
import { api } from '../../lib/api.ts';

export interface SubmitInput {
  profile: Profile;
  fileType: 'pdf' | 'image';
  targetRole?: string;
  idempotencyKey: string;
}

export async function submitAnalysis(auth: AuthStore, input: SubmitInput): Promise<AnalysisDto> {
  const token = await accessToken(auth);
  const body: AnalyzeRequest = {
    profile: input.profile,
    file_type: input.fileType,
    idempotency_key: input.idempotencyKey,
  };
  const role = input.targetRole?.trim();
  if (role) body.target_role = role;
  return (await api('analyze', { token, body })).analysis;
}

export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}
