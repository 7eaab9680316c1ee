import { describe, expect, it } from 'vitest';
import { splitBeside } from '../../edge/core/reader/beside.ts';
import type { GrayImage } from '../../edge/core/reader/pixels.ts';

// Synthetic bands: "words" are dark boxes on white, as the cleaned image has them.
function band(width: number, height: number, boxes: [x0: number, y0: number, x1: number, y1: number][]): GrayImage {
  const data = new Uint8Array(width * height).fill(255);
  for (const [x0, y0, x1, y1] of boxes) for (let y = y0; y < y1; y++) data.fill(0, y * width + x0, y * width + x1);
  return { width, height, data };
}
const at = (img: GrayImage, x: number, y: number) => img.data[y * img.width + x];

describe('text beside the main text in a band', () => {
  it('reads a block right of a wide gutter on its own, where it was in the band', () => {
    // Two lines on the left; on the right a line half a line lower than the second, across a 60-pixel gutter.
    const img = band(220, 50, [
      [10, 4, 40, 14],
      [44, 4, 90, 14],
      [10, 20, 70, 30],
      [150, 25, 200, 35],
    ]);
    const { main, side } = splitBeside(img, 30);
    expect(side).not.toBeNull();
    if (!side) return;
    expect(side.x).toBeGreaterThan(90);
    expect(side.x).toBeLessThan(150);
    expect(at(side.image, 150 - side.x, 25 - side.y)).toBe(0);
    expect(at(side.image, 199 - side.x, 34 - side.y)).toBe(0);
    // The main part keeps the left lines and loses the block.
    expect(at(main, 10, 20)).toBe(0);
    expect(at(main, 12, 5)).toBe(0);
    expect(at(main, 150, 25)).toBe(255);
    expect(at(main, 199, 34)).toBe(255);
  });

  it('leaves a band alone when every gap is narrower than the gutter', () => {
    const img = band(220, 30, [
      [10, 10, 60, 20],
      [75, 10, 140, 20],
      [160, 10, 210, 20],
    ]);
    const { main, side } = splitBeside(img, 30);
    expect(side).toBeNull();
    expect(main).toBe(img);
  });

  it('takes only the lines that leave the gutter, not a later line crossing it', () => {
    const img = band(220, 60, [
      [10, 5, 60, 15],
      [150, 5, 200, 15],
      [10, 35, 100, 45],
      [110, 35, 200, 45], // a row of buttons reaching across
    ]);
    const { main, side } = splitBeside(img, 30);
    expect(side).not.toBeNull();
    expect(at(main, 150, 5)).toBe(255);
    expect(at(main, 150, 40)).toBe(0);
    expect(side && side.y + side.image.height).toBeLessThanOrEqual(35);
  });

  it('does not count the side of a card as text beside', () => {
    const img = band(220, 40, [
      [10, 10, 80, 20],
      [210, 0, 212, 40], // a card's border, top to bottom
    ]);
    expect(splitBeside(img, 30).side).toBeNull();
  });
});
