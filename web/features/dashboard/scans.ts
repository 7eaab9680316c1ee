/** Spec section 2: the dashboard's scans progress is used / (used + remaining); 0 when there is nothing. */
export function scansUsedFraction(used: number, remaining: number): number {
  const total = used + remaining;
  return total > 0 ? used / total : 0;
}
