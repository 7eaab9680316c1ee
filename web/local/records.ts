import type { AnalysisDto, AnalysisSummary } from '../../edge/core/analysis/dto.ts';
import type { MeDto } from '../../edge/core/api.ts';
import type { Profile } from '../../edge/core/profile/schema.ts';
import type { LocalDb } from './db.ts';

// The device's own copy (docs/design.md 8): the analyses list and every opened analysis (for offline reading),
// the extracted profiles and their original files (for re-scan and review), the payment session backup,
// and analyses requested while offline. Keyed per user so a shared device never mixes accounts.

export interface CachedList {
  userId: string;
  analyses: AnalysisSummary[];
  savedAt: number;
}

export interface CachedAnalysis {
  id: string;
  userId: string;
  analysis: AnalysisDto;
  savedAt: number;
}

export interface StoredFile {
  /** The analysis id once scored; a draft id before. */
  id: string;
  userId: string;
  name: string;
  type: string;
  blob: Blob;
  profile: Profile;
  savedAt: number;
}

export interface PaymentBackup {
  id: 'current';
  access_token: string;
  refresh_token: string;
  timestamp: number;
}

export interface QueuedAnalysis {
  /** The idempotency key sent with the request: the same queued item can never be charged twice. */
  key: string;
  userId: string;
  profile: Profile;
  file_type: 'pdf' | 'image';
  target_role?: string;
  createdAt: number;
  /** Set while one tab is sending it (cleared on failure). */
  sendingSince?: number;
  /** The stored file's draft id (web/local/analyses-cache.ts), re-keyed to the analysis once it is scored. */
  draftId?: string;
}

/** The last /api/me row seen, so the signed-in screens show the real plan and scans while offline. */
export interface CachedMe {
  userId: string;
  row: MeDto;
  savedAt: number;
}

/**
 * The device database, opened on first use. Dexie (~30 KB gzip) and the schema live in ./db.ts, loaded only
 * here, so pages that never touch the device's copy (the landing page, every public page) never download it.
 */
let opening: Promise<LocalDb> | null = null;
export function getDb(): Promise<LocalDb> {
  opening ??= import('./db.ts').then(
    (m) => m.db,
    (err) => {
      // A failed chunk load (offline before the service worker cached it) must not stick: the next call retries.
      opening = null;
      throw err;
    },
  );
  return opening;
}
