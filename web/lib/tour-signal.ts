// "Take the tour" lives in the navigation (components) and the tour in features/wizard: one window event joins
// them without either importing the other.
const EVENT = 'profile-score:open-tour';

export function requestTour(): void {
  window.dispatchEvent(new Event(EVENT));
}

/** Calls `open` whenever the tour is asked for; returns the unsubscribe. */
export function onTourRequest(open: () => void): () => void {
  window.addEventListener(EVENT, open);
  return () => window.removeEventListener(EVENT, open);
}
