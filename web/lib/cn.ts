/** Joins class names, dropping falsy ones (enough for our conditional Tailwind classes; no merge semantics). */
export function cn(...parts: Array<string | false | null | undefined>): string {
  return parts.filter(Boolean).join(' ');
}
