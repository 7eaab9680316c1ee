// The device's copy of the user's analyses (docs/design.md 8). Screens read through it: the network answers first and
// is written here; when the network is unreachable (offline, server down) the last saved copy answers instead.
// HTTP errors (401, 404, 402...) are real answers and are never papered over with a cached copy.
// Every write is best effort: a browser without IndexedDB (some private modes) still gets a working app.
import type { AnalysisDto, AnalysisSummary } from '../../edge/core/analysis/dto.ts';
import type { Profile } from '../../edge/core/profile/schema.ts';
import { ApiError } from '../lib/api.ts';
import { getDb, type StoredFile } from './records.ts';

const quietly = async <T>(work: () => Promise<T>): Promise<T | undefined> => {
  try {
    return await work();
  } catch {
    return undefined;
  }
};

/** True when the request never got an HTTP answer (fetch rejects with a TypeError, or we went offline). */
export function isUnreachable(err: unknown): boolean {
  if (err instanceof ApiError) return false;
  if (err instanceof DOMException && err.name === 'AbortError') return false;
  return err instanceof TypeError || (typeof navigator !== 'undefined' && navigator.onLine === false);
}

async function readThrough<T>(
  fetchFresh: () => Promise<T>,
  readCached: () => Promise<T | undefined>,
  save: (value: T) => Promise<unknown>,
): Promise<T> {
  try {
    const fresh = await fetchFresh();
    await quietly(() => save(fresh));
    return fresh;
  } catch (err) {
    if (!isUnreachable(err)) throw err;
    const cached = await quietly(readCached);
    if (cached === undefined) throw err;
    return cached;
  }
}

export function listThroughCache(userId: string, fetchFresh: () => Promise<AnalysisSummary[]>) {
  return readThrough(
    fetchFresh,
    async () => (await (await getDb()).lists.get(userId))?.analyses,
    async (analyses) => (await getDb()).lists.put({ userId, analyses, savedAt: Date.now() }),
  );
}

export function analysisThroughCache(userId: string, id: string, fetchFresh: () => Promise<AnalysisDto>) {
  return readThrough(
    fetchFresh,
    async () => {
      const row = await (await getDb()).analyses.get(id);
      return row?.userId === userId ? row.analysis : undefined;
    },
    (analysis) => saveAnalysis(userId, analysis),
  );
}

export function saveAnalysis(userId: string, analysis: AnalysisDto): Promise<unknown> {
  return quietly(async () => (await getDb()).analyses.put({ id: analysis.id, userId, analysis, savedAt: Date.now() }));
}

export function forgetAnalysis(userId: string, id: string): Promise<unknown> {
  return quietly(async () => {
    const db = await getDb();
    await db.transaction('rw', db.analyses, db.files, db.lists, async () => {
      await db.analyses.where({ id, userId }).delete();
      await db.files.where({ id, userId }).delete();
      const list = await db.lists.get(userId);
      if (list) await db.lists.put({ ...list, analyses: list.analyses.filter((a) => a.id !== id) });
    });
  });
}

/** Keeps the original file and what we read from it, under a draft id until the analysis has its own id. */
export function saveDraftFile(userId: string, draftId: string, file: File, profile: Profile): Promise<unknown> {
  const row: StoredFile = {
    id: draftId,
    userId,
    name: file.name,
    type: file.type,
    blob: file,
    profile,
    savedAt: Date.now(),
  };
  return quietly(async () => (await getDb()).files.put(row));
}

/** The draft becomes the analysis's file, with the profile as it was sent (after the review edits). */
export function attachDraftFile(draftId: string, analysisId: string, profile: Profile): Promise<unknown> {
  return quietly(async () => {
    const db = await getDb();
    await db.transaction('rw', db.files, async () => {
      const draft = await db.files.get(draftId);
      if (!draft) return;
      await db.files.delete(draftId);
      await db.files.put({ ...draft, id: analysisId, profile, savedAt: Date.now() });
    });
  });
}
