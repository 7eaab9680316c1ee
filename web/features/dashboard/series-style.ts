import type { SeriesId } from './chart-geometry.ts';

/**
 * How each line of the scores chart looks. Colours from the Okabe-Ito palette (told apart with every common kind
 * of colour blindness), each at least 3:1 against white (its orange and sky blue are not, so the sixth line is a
 * neutral grey); and each line has its own dash pattern and marker, so colour is never the only cue.
 */
export interface SeriesStyle {
  color: string;
  /** SVG stroke-dasharray; 'none' for a solid line. */
  dash: string;
  marker: 'circle' | 'square' | 'triangle' | 'diamond' | 'cross' | 'bar';
}

export const SERIES_STYLE: Record<SeriesId, SeriesStyle> = {
  overall: { color: '#000000', dash: 'none', marker: 'circle' },
  headline: { color: '#0072B2', dash: '8 4', marker: 'square' },
  about: { color: '#D55E00', dash: '2 3', marker: 'triangle' },
  experience: { color: '#009E73', dash: '10 3 2 3', marker: 'diamond' },
  skills: { color: '#CC79A7', dash: '4 2', marker: 'cross' },
  education: { color: '#6B6B6B', dash: '12 3 2 3 2 3', marker: 'bar' },
};

/** The marker's SVG path, centred on (x, y) with radius r. */
export function markerPath(marker: SeriesStyle['marker'], x: number, y: number, r: number): string {
  switch (marker) {
    case 'circle':
      return `M${x - r},${y}a${r},${r} 0 1,0 ${2 * r},0a${r},${r} 0 1,0 ${-2 * r},0Z`;
    case 'square':
      return `M${x - r},${y - r}h${2 * r}v${2 * r}h${-2 * r}Z`;
    case 'triangle':
      return `M${x},${y - r * 1.2}L${x + r * 1.1},${y + r * 0.9}L${x - r * 1.1},${y + r * 0.9}Z`;
    case 'diamond':
      return `M${x},${y - r * 1.3}L${x + r * 1.3},${y}L${x},${y + r * 1.3}L${x - r * 1.3},${y}Z`;
    case 'cross':
      return `M${x - r},${y - r}L${x + r},${y + r}M${x + r},${y - r}L${x - r},${y + r}`;
    case 'bar':
      return `M${x - r * 1.2},${y - r * 0.5}h${2.4 * r}v${r}h${-2.4 * r}Z`;
  }
}
