import Box from '@mui/material/Box';
import { useId } from 'react';
import { visuallyHidden } from '../admin-shell/visually-hidden';

export interface BarDatum {
  label: string;
  /** The label in full, for the data table (e.g. 'November 2026'). */
  longLabel: string;
  value: number;
  highlight?: boolean;
}

interface BarChartProps {
  data: readonly BarDatum[];
  /** What the chart shows, read first by screen readers. */
  title: string;
  formatValue: (value: number) => string;
  /** Column headers of the table that carries the same data for screen readers. */
  columns: [string, string];
}

const WIDTH = 560;
const HEIGHT = 220;
const TOP = 24;
const BOTTOM = 28;
const GAP = 0.34;

/** Rounds up to a friendly axis maximum: 1, 2, 2.5, 5 or 10 times a power of ten. */
function niceMax(value: number): number {
  if (value <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 2.5, 5, 10].find((factor) => factor * power >= value) ?? 10;
  return step * power;
}

/**
 * A small bar chart drawn in SVG (no chart library in the bundle). The picture is one image with a
 * title for screen readers; the numbers are also in a visually hidden table.
 */
export function BarChart({ data, title, formatValue, columns }: BarChartProps) {
  const titleId = useId();
  const max = niceMax(Math.max(0, ...data.map((d) => d.value)));
  const plotHeight = HEIGHT - TOP - BOTTOM;
  const slot = WIDTH / Math.max(1, data.length);
  const barWidth = slot * (1 - GAP);
  const y = (value: number) => TOP + plotHeight - (value / max) * plotHeight;

  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Box
        component="svg"
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={titleId}
        sx={{ width: '100%', height: 'auto', display: 'block', overflow: 'visible' }}
      >
        <title id={titleId}>{title}</title>
        {[0.5, 1].map((fraction) => (
          <line
            key={fraction}
            x1={0}
            x2={WIDTH}
            y1={y(max * fraction)}
            y2={y(max * fraction)}
            stroke="rgba(255,255,255,0.08)"
            strokeDasharray="4 6"
          />
        ))}
        <line x1={0} x2={WIDTH} y1={y(0)} y2={y(0)} stroke="rgba(255,255,255,0.2)" />
        {data.map((datum, index) => {
          const x = index * slot + (slot - barWidth) / 2;
          const top = y(datum.value);
          const height = Math.max(datum.value > 0 ? 2 : 0, y(0) - top);
          return (
            <g key={datum.longLabel}>
              <title>{`${datum.longLabel}: ${formatValue(datum.value)}`}</title>
              <rect
                x={x}
                y={y(0) - height}
                width={barWidth}
                height={height}
                rx={Math.min(6, barWidth / 4)}
                fill={datum.highlight ? '#ffffff' : 'rgba(255,255,255,0.32)'}
              />
              <text
                x={x + barWidth / 2}
                y={y(0) - height - 8}
                textAnchor="middle"
                fontSize={13}
                fontWeight={datum.highlight ? 700 : 500}
                fill={datum.highlight ? '#ffffff' : 'rgba(255,255,255,0.7)'}
              >
                {formatValue(datum.value)}
              </text>
              <text
                x={x + barWidth / 2}
                y={HEIGHT - 6}
                textAnchor="middle"
                fontSize={13}
                fill={datum.highlight ? '#ffffff' : 'rgba(255,255,255,0.6)'}
                fontWeight={datum.highlight ? 700 : 400}
              >
                {datum.label}
              </text>
            </g>
          );
        })}
      </Box>
      <Box component="table" sx={visuallyHidden}>
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{columns[0]}</th>
            <th scope="col">{columns[1]}</th>
          </tr>
        </thead>
        <tbody>
          {data.map((datum) => (
            <tr key={datum.longLabel}>
              <th scope="row">{datum.longLabel}</th>
              <td>{formatValue(datum.value)}</td>
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}
