import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import { BarChart } from '@mui/x-charts/BarChart';
import { visuallyHidden } from '../admin-shell/visually-hidden';

export interface BarDatum {
  label: string;
  value: number;
  /** The value as the table and the bar's label write it ('45%', '$1,200.00'). */
  text: string;
  /** More about the row for the table ('14 nights'). */
  detail?: string;
}

interface SummaryBarChartProps {
  /** What the chart shows: the accessible name of the picture and the caption of its table. */
  title: string;
  data: readonly BarDatum[];
  /** Column headers of the table that carries the same numbers for screen readers. */
  columns: [string, string];
  color: string;
  /** The axis' end (100 for a rate); the largest value otherwise. */
  max?: number;
  formatAxis: (value: number) => string;
}

const ROW = 38;
const LABEL_CHARS = 22;
const shorten = (text: string, chars: number) =>
  text.length > chars ? `${text.slice(0, chars - 1)}…` : text;

/**
 * Horizontal bars (MUI X Charts) for one figure per row. The picture is hidden from screen readers: the
 * same numbers are in a table they read instead, and the bars carry their value as a label.
 */
export function SummaryBarChart({ title, data, columns, color, max, formatAxis }: SummaryBarChartProps) {
  const phone = useMediaQuery((theme) => theme.breakpoints.down('sm'));
  const chars = phone ? 14 : LABEL_CHARS;
  const longest = Math.max(0, ...data.map((datum) => shorten(datum.label, chars).length));
  const axisWidth = Math.min(phone ? 110 : 170, Math.max(64, longest * 7.2 + 12));

  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Box aria-hidden sx={{ width: '100%' }}>
        <BarChart
          layout="horizontal"
          height={Math.max(2, data.length) * ROW + 44}
          margin={{ top: 4, right: phone ? 56 : 72, bottom: 4, left: 0 }}
          dataset={data.map((datum) => ({ label: datum.label, value: datum.value }))}
          yAxis={[
            {
              scaleType: 'band',
              dataKey: 'label',
              width: axisWidth,
              categoryGapRatio: 0.35,
              disableTicks: true,
              valueFormatter: (label: string) => shorten(label, chars),
              tickLabelStyle: { fontSize: 13 },
            },
          ]}
          xAxis={[
            {
              ...(max !== undefined ? { min: 0, max } : {}),
              valueFormatter: (value: number) => formatAxis(value),
              tickNumber: phone ? 3 : 5,
              tickLabelStyle: { fontSize: 12 },
            },
          ]}
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
          grid={{ vertical: true }}
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
              <tr key={datum.label}>
                <th scope="row">{datum.label}</th>
                <td>{datum.detail ? `${datum.text} (${datum.detail})` : datum.text}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Box>
    </Box>
  );
}
