// The match computed in the browser while the user types, from the same core code the server runs, and shown
// the way the server would show it to this user (free: the rate and three missing terms).
import { useDeferredValue, useMemo } from 'react';
import { type MatchView, matchProfile, presentMatch } from '../../../edge/core/match/index.ts';
import type { Profile } from '../../../edge/core/profile/schema.ts';

export function useLiveMatch(profile: Profile, text: string, locked: boolean): MatchView | null {
  // Typing stays smooth on long ads: React computes with the latest text when it has time.
  const deferred = useDeferredValue(text);
  return useMemo(
    () => (deferred.trim() ? presentMatch(matchProfile(profile, deferred), locked ? 'free' : 'pro') : null),
    [profile, deferred, locked],
  );
}
