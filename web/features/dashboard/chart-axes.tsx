import { type ChartBox, labelAnchor, labelIndexes } from './chart-geometry.ts';

interface Props {
  box: ChartBox;
  gridY: { value: number; y: number }[];
  xs: number[];
  dates: string[];
  label: (iso: string) => string;
  /** Dashed grid lines above the zero line (the one-profile chart); solid everywhere otherwise. */
  dashed?: boolean;
}

/** The score grid and the date labels both dashboard charts draw under their lines. */
export function ChartAxes({ box, gridY, xs, dates, label, dashed = false }: Props) {
  return (
    <>
      {gridY.map((g) => (
        <g key={g.value}>
          <line
            x1={box.left}
            x2={box.width - box.right}
            y1={g.y}
            y2={g.y}
            className="stroke-slate-200"
            strokeDasharray={dashed && g.value !== 0 ? '3 4' : undefined}
          />
          <text x={box.left - 8} y={g.y + 4} textAnchor="end" className="fill-slate-500 text-[11px]">
            {g.value}
          </text>
        </g>
      ))}
      {labelIndexes(xs.length, box.width - box.left - box.right).map((i) => (
        <text
          key={dates[i]}
          x={xs[i]}
          y={box.height - 8}
          textAnchor={labelAnchor(i, xs.length)}
          className="fill-slate-500 text-[11px]"
        >
          {label(dates[i])}
        </text>
      ))}
    </>
  );
}
