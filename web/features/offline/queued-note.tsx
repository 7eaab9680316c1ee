import { useEffect, useState } from 'react';
import { useOnline } from '../../lib/online.ts';
import { watchQueuedCount } from '../../local/queue.ts';

/** How many analyses wait in the offline queue (this user, every tab), under the offline banner. */
export function QueuedNote({ userId }: { userId: string }) {
  const [count, setCount] = useState(0);
  const online = useOnline();
  useEffect(() => watchQueuedCount(userId, setCount), [userId]);
  if (count === 0) return null;
  const one = count === 1;
  const text = online
    ? `Scoring ${one ? 'the analysis' : `${count} analyses`} saved while you were offline...`
    : `${count} ${one ? 'analysis is' : 'analyses are'} saved on this device. We'll score ${one ? 'it' : 'them'} as soon as you're back online.`;
  return (
    <p
      data-testid="queued-note"
      className="border-amber-200 border-b bg-amber-50 px-4 py-2 text-center text-amber-900 text-sm"
    >
      {text}
    </p>
  );
}
