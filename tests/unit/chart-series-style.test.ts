// The scores chart's lines must be told apart by people with the common colour-vision deficiencies too: every pair
// of line colours stays apart (CIELAB distance) in normal vision and simulated protanopia, deuteranopia and
// tritanopia (Machado, Oliveira and Fernandes 2009, severity 1), each line is at least 3:1 against white, and dash
// patterns and markers differ, so colour is never the only cue.
import { describe, expect, it } from 'vitest';
import { SERIES } from '../../web/features/dashboard/chart-geometry.ts';
import { SERIES_STYLE } from '../../web/features/dashboard/series-style.ts';

const VISION: Record<string, number[][]> = {
  normal: [
    [1, 0, 0],
    [0, 1, 0],
    [0, 0, 1],
  ],
  protanopia: [
    [0.152286, 1.052583, -0.204868],
    [0.114503, 0.786281, 0.099216],
    [-0.003882, -0.048116, 1.051998],
  ],
  deuteranopia: [
    [0.367322, 0.860646, -0.227968],
    [0.280085, 0.672501, 0.047413],
    [-0.01182, 0.04294, 0.968881],
  ],
  tritanopia: [
    [1.255528, -0.076749, -0.178779],
    [-0.078411, 0.930809, 0.147602],
    [0.004733, 0.691367, 0.3039],
  ],
};
/** The smallest CIELAB distance any two lines may have, in every kind of vision above. */
const MIN_DELTA_E = 12;

const linear = (hex: string) =>
  [1, 3, 5].map((i) => {
    const v = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  });

function lab(hex: string, vision: number[][]): number[] {
  const c = linear(hex);
  const [r, g, b] = vision.map((row) => Math.min(1, Math.max(0, row[0] * c[0] + row[1] * c[1] + row[2] * c[2])));
  const x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047;
  const y = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  const z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883;
  const f = (t: number) => (t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116);
  return [116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))];
}

const luminance = (hex: string) => {
  const [r, g, b] = linear(hex);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

describe('chart line styles', () => {
  it('every pair of lines is apart in normal vision and the three dichromacies', () => {
    const worst: string[] = [];
    for (const [name, m] of Object.entries(VISION))
      for (const [i, a] of SERIES.entries())
        for (const b of SERIES.slice(i + 1)) {
          const [p, q] = [lab(SERIES_STYLE[a].color, m), lab(SERIES_STYLE[b].color, m)];
          const d = Math.hypot(p[0] - q[0], p[1] - q[1], p[2] - q[2]);
          if (d < MIN_DELTA_E) worst.push(`${name}: ${a}/${b} ${d.toFixed(1)}`);
        }
    expect(worst).toEqual([]);
  });

  it('each line is at least 3:1 against the white card', () => {
    for (const id of SERIES) expect(1.05 / (luminance(SERIES_STYLE[id].color) + 0.05) >= 3, id).toBe(true);
  });

  it('dash patterns and markers differ from line to line', () => {
    expect(new Set(SERIES.map((id) => SERIES_STYLE[id].dash)).size).toBe(SERIES.length);
    expect(new Set(SERIES.map((id) => SERIES_STYLE[id].marker)).size).toBe(SERIES.length);
  });
});
