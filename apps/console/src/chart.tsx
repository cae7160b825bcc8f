import { numberToDecimalString } from '@tidemark/contracts';
import { useFigures } from './figures';

/**
 * A small SVG bar chart: days along the bottom, one bar per series side by side, negative
 * values below the zero line. Values arrive as decimal strings; they are turned into numbers
 * here only to draw (never for money arithmetic).
 */
export interface ChartSeries {
  key: string;
  label: string;
  color: string;
}

const PALETTE = [
  '#1677ff',
  '#52c41a',
  '#fa8c16',
  '#eb2f96',
  '#722ed1',
  '#13c2c2',
  '#faad14',
  '#f5222d',
  '#2f54eb',
  '#a0d911',
  '#8c8c8c',
  '#597ef7',
];
export const seriesColor = (i: number) => PALETTE[i % PALETTE.length]!;

export function BarChart({
  days,
  series,
  value,
  height = 220,
  testId,
}: {
  days: string[];
  series: ChartSeries[];
  /** The amount of one series on one day, as a decimal string ('' or absent: nothing). */
  value: (day: string, key: string) => string | undefined;
  height?: number;
  testId?: string;
}) {
  const width = Math.max(480, days.length * Math.max(24, series.length * 10 + 12));
  const pad = { top: 12, bottom: 28, left: 64, right: 8 };
  const plotH = height - pad.top - pad.bottom;
  const nums = days.flatMap((d) => series.map((s) => Number(value(d, s.key) ?? 0)));
  const max = Math.max(0, ...nums);
  const min = Math.min(0, ...nums);
  const span = max - min || 1;
  const y = (v: number) => pad.top + ((max - v) / span) * plotH;
  const slot = (width - pad.left - pad.right) / Math.max(1, days.length);
  const barW = Math.min(28, Math.max(2, (slot - 6) / Math.max(1, series.length)));
  // Bars of a day centred in its slot (a few days would otherwise make very wide bars).
  const offset = (slot - barW * series.length) / 2;
  // An axis figure as volumes read (one decimal, K and M), in the operator's language.
  const { volume } = useFigures();
  const label = (v: number) => volume(numberToDecimalString(v));
  return (
    <div style={{ overflowX: 'auto' }}>
      <svg width={width} height={height} data-testid={testId} role="img">
        {[max, (max + min) / 2, min].map((v, i) => (
          <g key={i}>
            <line x1={pad.left} x2={width - pad.right} y1={y(v)} y2={y(v)} stroke="#f0f0f0" />
            <text x={pad.left - 6} y={y(v) + 4} fontSize={11} textAnchor="end" fill="#8c8c8c">
              {label(v)}
            </text>
          </g>
        ))}
        <line x1={pad.left} x2={width - pad.right} y1={y(0)} y2={y(0)} stroke="#bfbfbf" />
        {days.map((d, di) => (
          <g key={d}>
            {series.map((s, si) => {
              const v = Number(value(d, s.key) ?? 0);
              if (!v) return null;
              const x = pad.left + di * slot + offset + si * barW;
              return (
                <rect
                  key={s.key}
                  x={x}
                  y={Math.min(y(v), y(0))}
                  width={barW - 1}
                  height={Math.max(1, Math.abs(y(v) - y(0)))}
                  fill={s.color}
                >
                  <title>{`${d} · ${s.label}: ${value(d, s.key)}`}</title>
                </rect>
              );
            })}
            {(days.length <= 16 || di % Math.ceil(days.length / 16) === 0) && (
              <text
                x={pad.left + di * slot + slot / 2}
                y={height - 10}
                fontSize={10}
                textAnchor="middle"
                fill="#8c8c8c"
              >
                {d.slice(5)}
              </text>
            )}
          </g>
        ))}
      </svg>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, fontSize: 12 }}>
        {series.map((s) => (
          <span key={s.key}>
            <span
              style={{
                display: 'inline-block',
                width: 10,
                height: 10,
                background: s.color,
                marginRight: 4,
              }}
            />
            {s.label}
          </span>
        ))}
      </div>
    </div>
  );
}
