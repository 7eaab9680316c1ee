// The signed-in user's last /api/me row on the device (docs/design.md 8): offline, the plan, scans and name shown
// are the last real ones instead of a bare free-plan guess. Best effort, like every device write.
import type { MeDto } from '../../edge/core/api.ts';
import { getDb } from './records.ts';

export async function saveMe(row: MeDto): Promise<void> {
  try {
    await (await getDb()).me.put({ userId: row.supabase_id, row, savedAt: Date.now() });
  } catch {
    // No IndexedDB (some private modes): offline screens fall back to the auth user.
  }
}

export async function readMe(userId: string): Promise<MeDto | undefined> {
  try {
    return (await (await getDb()).me.get(userId))?.row;
  } catch {
    return undefined;
  }
}
