import { describe, expect, it } from 'vitest';
import { JSON_LIMITS, jsonShapeProblem } from '../../edge/core/json-shape.ts';
import { unstorablePath } from '../../edge/core/storable.ts';

const nest = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;

describe('jsonShapeProblem', () => {
  it('passes ordinary bodies and bodies at the bounds', () => {
    expect(jsonShapeProblem('{"a":[1,2,{"b":"c"}],"d":null}')).toBeNull();
    expect(jsonShapeProblem(nest(JSON_LIMITS.depth))).toBeNull();
    expect(
      jsonShapeProblem(
        `[${Array(JSON_LIMITS.values + 1)
          .fill(0)
          .join(',')}]`,
      ),
    ).toBeNull();
  });

  it('refuses one level or one member too many', () => {
    expect(jsonShapeProblem(nest(JSON_LIMITS.depth + 1))).toMatch(/nested more than 32 levels/);
    expect(
      jsonShapeProblem(
        `[${Array(JSON_LIMITS.values + 2)
          .fill(0)
          .join(',')}]`,
      ),
    ).toMatch(/more than 20,000 values/);
    expect(jsonShapeProblem(`{"x":${nest(100_000)}}`)).not.toBeNull();
  });

  it('does not count brackets, commas or escaped quotes inside strings', () => {
    const text = JSON.stringify({ s: `${'[{'.repeat(5000)}\\",${','.repeat(30_000)}` });
    expect(jsonShapeProblem(text)).toBeNull();
  });
});

describe('unstorablePath', () => {
  it('walks any depth without using up the stack, and names the path', () => {
    let deep: unknown = 'ok\u0000';
    for (let i = 0; i < 200_000; i++) deep = [deep];
    expect(unstorablePath(deep)).toBe(Array(200_000).fill('0').join('.'));
    expect(unstorablePath({ a: [{ b: 'x' }, { c: 'y\uD800' }] })).toBe('a.1.c');
    expect(unstorablePath({ a: { 'k\u0000': 1 } })).toBe('a._key');
    expect(unstorablePath({ a: ['fine', { b: 'also' }] })).toBeNull();
    expect(unstorablePath('\u0000')).toBe('_');
  });
});
