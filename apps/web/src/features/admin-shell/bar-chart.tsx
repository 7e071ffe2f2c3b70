import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import { BarChart as MuiBarChart } from '@mui/x-charts/BarChart';
import { visuallyHidden } from './visually-hidden';

export interface BarDatum {
  label: string;
  /** The label in full for the table, when the axis shows a short one ('November 2026' for 'Nov'). */
  tableLabel?: string;
  value: number;
  /** The value as the table and the bar's label write it ('45%', '$1,200.00'). */
  text: string;
  /** More about the row for the table ('14 nights'). */
  detail?: string;
  /** Drawn brighter: the current month, say. */
  highlight?: boolean;
}

interface BarChartProps {
  /** What the chart shows: the accessible name of the picture and the caption of its table. */
  title: string;
  data: readonly BarDatum[];
  /** Column headers of the table that carries the same numbers for screen readers. */
  columns: [string, string];
  color: string;
  /** The axis' end (100 for a rate); the largest value otherwise. */
  max?: number;
  formatAxis: (value: number) => string;
  /** Bars along the horizontal axis (a month each, say) instead of one per row. */
  vertical?: boolean;
}

const ROW = 38;
const LABEL_CHARS = 22;
const shorten = (text: string, chars: number) =>
  text.length > chars ? `${text.slice(0, chars - 1)}…` : text;

/** Pixels per character of the value axis' 12 px labels (digits, '$' and ',' are about this wide). */
const TICK_CHAR = 7.2;

/**
 * The width the value axis of a vertical chart needs so that its longest label ('$40,000') is not cut:
 * the largest value formatted, one character more for the round tick above it ($9,500 -> $10,000).
 */
export function valueAxisWidth(
  values: readonly number[],
  formatAxis: (value: number) => string,
  max?: number,
) {
  const top = max ?? Math.max(0, ...values);
  return Math.ceil((formatAxis(top).length + 1) * TICK_CHAR + 10);
}

/** A bar a dimmed version of `color` unless highlighted, when some bar is. */
const DIMMED = 0.45;
function dim(color: string): string {
  const hex = /^#([0-9a-f]{6})$/i.exec(color)?.[1];
  if (!hex) return color;
  const [r, g, b] = [0, 2, 4].map((at) => Number.parseInt(hex.slice(at, at + 2), 16));
  return `rgba(${r}, ${g}, ${b}, ${DIMMED})`;
}

/**
 * The back-office's bar chart (MUI X Charts): one figure per row, or per column when `vertical`. The
 * picture is hidden from screen readers: the same numbers are in a table they read instead, and the
 * bars carry their value as a label.
 */
export function BarChart({ title, data, columns, color, max, formatAxis, vertical = false }: BarChartProps) {
  const phone = useMediaQuery((theme) => theme.breakpoints.down('sm'));
  const chars = phone ? 14 : LABEL_CHARS;
  const longest = Math.max(0, ...data.map((datum) => shorten(datum.label, chars).length));
  const axisWidth = Math.min(phone ? 110 : 170, Math.max(64, longest * 7.2 + 12));
  const highlighted = data.some((datum) => datum.highlight);
  const categoryAxis = {
    scaleType: 'band' as const,
    dataKey: 'label',
    categoryGapRatio: 0.35,
    disableTicks: true,
    valueFormatter: (label: string) => shorten(label, chars),
    tickLabelStyle: { fontSize: 13 },
    ...(highlighted
      ? {
          colorMap: {
            type: 'ordinal' as const,
            values: data.map((datum) => datum.label),
            colors: data.map((datum) => (datum.highlight ? color : dim(color))),
          },
        }
      : {}),
  };
  const valueAxis = {
    ...(max !== undefined ? { min: 0, max } : {}),
    valueFormatter: (value: number) => formatAxis(value),
    tickNumber: phone || vertical ? 3 : 5,
    tickLabelStyle: { fontSize: 12 },
  };

  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Box aria-hidden sx={{ width: '100%' }}>
        <MuiBarChart
          layout={vertical ? 'vertical' : 'horizontal'}
          height={vertical ? 240 : Math.max(2, data.length) * ROW + 44}
          margin={
            vertical
              ? { top: 24, right: 24, bottom: 4, left: 4 } // room for the last bar's label
              : { top: 4, right: phone ? 56 : 72, bottom: 4, left: 0 }
          }
          dataset={data.map((datum) => ({ label: datum.label, value: datum.value }))}
          {...(vertical
            ? {
                xAxis: [{ ...categoryAxis, height: 28 }],
                yAxis: [
                  {
                    ...valueAxis,
                    width: valueAxisWidth(
                      data.map((datum) => datum.value),
                      formatAxis,
                      max,
                    ),
                  },
                ],
              }
            : { yAxis: [{ ...categoryAxis, width: axisWidth }], xAxis: [valueAxis] })}
          series={[
            {
              dataKey: 'value',
              color,
              label: columns[1],
              valueFormatter: (_value, { dataIndex }) => data[dataIndex]?.text ?? null,
              barLabel: (item) => data[item.dataIndex]?.text ?? null,
              barLabelPlacement: 'outside',
            },
          ]}
          grid={vertical ? { horizontal: true } : { vertical: true }}
          hideLegend
          skipAnimation
          // Hidden from assistive technology (the table below says the same), so nothing in it takes focus.
          disableKeyboardNavigation
          sx={{
            '& .MuiChartsGrid-line': { stroke: 'rgba(255,255,255,0.08)', strokeDasharray: '4 6' },
            '& .MuiBarLabel-root': {
              fill: (theme) => theme.palette.text.primary,
              fontSize: 12.5,
              fontWeight: 600,
            },
          }}
        />
      </Box>
      {/* Hidden by its box: a table is never narrower than its content, whatever its width says. */}
      <Box sx={visuallyHidden}>
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{columns[0]}</th>
              <th scope="col">{columns[1]}</th>
            </tr>
          </thead>
          <tbody>
            {data.map((datum) => (
              <tr key={datum.tableLabel ?? datum.label}>
                <th scope="row">{datum.tableLabel ?? datum.label}</th>
                <td>{datum.detail ? `${datum.text} (${datum.detail})` : datum.text}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Box>
    </Box>
  );
}
