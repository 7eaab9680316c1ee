// "Shown once (remembered locally)": one flag per user in localStorage, so a second account on the same
// browser still gets its tour. Storage can be unavailable (private modes); then the tour is simply not repeated
// within this page's life.
const PREFIX = 'profile-score:welcome-tour:v1:';
/** Browser-wide opt-out (demo machines, and the e2e helpers so the tour never covers another test's screen). */
export const TOUR_OPT_OUT_KEY = `${PREFIX}*`;
const memory = new Set<string>();

export const WIZARD_DELAY_MS = 1000;

export function tourSeen(userId: string): boolean {
  if (memory.has(userId)) return true;
  try {
    return localStorage.getItem(PREFIX + userId) !== null || localStorage.getItem(TOUR_OPT_OUT_KEY) !== null;
  } catch {
    return false;
  }
}

export function markTourSeen(userId: string): void {
  memory.add(userId);
  try {
    localStorage.setItem(PREFIX + userId, new Date().toISOString());
  } catch {
    // Remembered in memory only.
  }
}
