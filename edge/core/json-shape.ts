// Bounds on the shape of a JSON body, checked on its raw text before anything parses or walks it. A 64 KB body can
// nest 32,000 levels deep, which overflows any recursive walk (a 500 after 100 ms of CPU), or carry tens of
// thousands of members that every later step pays for. No body of ours comes near either bound: a profile is a few
// levels deep and a few thousand members at most (its schema caps every list).

export const JSON_LIMITS = {
  /** Objects and arrays inside one another. */
  depth: 32,
  /** Members of all objects and arrays together (counted by their separating commas). */
  values: 20_000,
};

/**
 * Why `text` is refused, or null when it is within the bounds. One pass over the characters with no stack and no
 * allocation, so its cost grows with the length alone; strings are skipped, escapes included. Text that is not JSON
 * at all passes here and is refused by the parser that follows.
 */
export function jsonShapeProblem(text: string, limits = JSON_LIMITS): string | null {
  let depth = 0;
  let values = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 0x5c) i++;
      else if (ch === 0x22) inString = false;
      continue;
    }
    if (ch === 0x22) inString = true;
    else if (ch === 0x7b || ch === 0x5b) {
      if (++depth > limits.depth) return `The JSON body is nested more than ${limits.depth} levels deep.`;
    } else if (ch === 0x7d || ch === 0x5d) depth--;
    else if (ch === 0x2c && ++values > limits.values) {
      return `The JSON body has more than ${limits.values.toLocaleString('en-US')} values.`;
    }
  }
  return null;
}
