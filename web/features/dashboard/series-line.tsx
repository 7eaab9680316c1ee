import { type ChartPoint, polyline } from './chart-geometry.ts';
import { markerPath, type SeriesStyle } from './series-style.ts';

/** One line of a chart: its colour, dash pattern and a marker at every point. */
export function SeriesLine(p: { id: string; points: ChartPoint[]; style: SeriesStyle; width: number }) {
  const { color, dash, marker } = p.style;
  return (
    <g data-series={p.id} stroke={color}>
      <polyline
        points={polyline(p.points)}
        fill="none"
        strokeWidth={p.width}
        strokeDasharray={dash === 'none' ? undefined : dash}
        strokeLinejoin="round"
      />
      {p.points.map((pt) => (
        <path key={pt.x} d={markerPath(marker, pt.x, pt.y, 4)} fill="white" strokeWidth={2} />
      ))}
    </g>
  );
}

/** The legend's sample of a line: a short stretch in its dash pattern with its marker; grey while hidden. */
export function LegendSwatch({ style, muted = false }: { style: SeriesStyle; muted?: boolean }) {
  const color = muted ? '#94a3b8' : style.color;
  return (
    <svg width="28" height="12" viewBox="0 0 28 12" aria-hidden="true" className="shrink-0">
      <line
        x1="1"
        y1="6"
        x2="27"
        y2="6"
        stroke={color}
        strokeWidth="2"
        strokeDasharray={style.dash === 'none' ? undefined : style.dash}
      />
      <path d={markerPath(style.marker, 14, 6, 3.5)} fill="white" stroke={color} strokeWidth="1.5" />
    </svg>
  );
}
