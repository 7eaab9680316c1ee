import { useEffect } from 'react';
import { useSession } from '../../auth/auth-context.tsx';
import { QueuedNote } from '../../features/offline/queued-note.tsx';
import { useOfflineQueue } from '../../features/offline/use-offline-queue.ts';
import { warmScanAssets } from '../../features/offline/warm-up.ts';
import { OfflineBanner } from '../offline-banner.tsx';

/**
 * Above every signed-in page: the offline indicator and the offline queue, which it also sends when it can; it
 * also readies what a scan needs offline.
 */
export function ConnectionStatus() {
  const { session } = useSession();
  const userId = session?.user.id;
  useOfflineQueue(userId);
  useEffect(() => warmScanAssets(), []);
  return (
    <>
      <OfflineBanner>Showing what's saved on this device.</OfflineBanner>
      <div role="status">{userId && <QueuedNote userId={userId} />}</div>
    </>
  );
}
