import { useLocation } from '@tanstack/react-router';
import { safeReturnPath } from '../../../edge/core/return-path.ts';

/** /pricing, carrying the page the user is on (a result) so that the way back from checkout ends there. */
export function useUpgradeHref(): string {
  const back = safeReturnPath(useLocation().pathname);
  return back ? `/pricing?return=${encodeURIComponent(back)}` : '/pricing';
}
