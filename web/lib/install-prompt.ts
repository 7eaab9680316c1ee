// "Install app" for React: the browser's offer itself is caught and kept by install-offer.ts.
import { useSyncExternalStore } from 'react';
import { installApp, offerAvailable, subscribeOffer } from './install-offer.ts';

/** Whether to show "Install app", and the action that opens the browser's install dialog. */
export function useInstallPrompt(): { canInstall: boolean; install: () => Promise<void> } {
  const canInstall = useSyncExternalStore(subscribeOffer, offerAvailable, () => false);
  return { canInstall, install: installApp };
}
