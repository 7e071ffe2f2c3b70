import type { CalendarBlock } from '@app/shared/calendars';
import { daysBetween } from '@app/shared/dates';
import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../admin-shell/format';
import { position } from './timeline-bars';

/** A block (manual or imported) placed on the month, in days from its first midnight. */
export interface BlockSpan {
  block: CalendarBlock;
  start: number;
  end: number;
}

const isDate = (text: string) => /^\d{4}-\d{2}-\d{2}$/.test(text);

/** Where each block sits: a night unit's dates like a stay (midday to midday), instants on Miami's clock. */
export function blockSpansOf(blocks: readonly CalendarBlock[], from: string, days: number): BlockSpan[] {
  const spans: BlockSpan[] = [];
  for (const block of blocks) {
    const at = (bound: string) => (isDate(bound) ? daysBetween(from, bound) + 0.5 : position(from, bound));
    const start = at(block.start);
    const end = at(block.end);
    if (end <= 0 || start >= days) continue;
    spans.push({ block, start: Math.max(0, start), end: Math.min(days, end) });
  }
  return spans;
}

/** Hatched grey: time taken on the calendar that is not one of our reservations. */
export const blockHatch = `repeating-linear-gradient(135deg, ${alpha('#fff', 0.16)} 0 4px, ${alpha('#fff', 0.05)} 4px 8px)`;

/**
 * A block on a service's row: hatched and grey, named by its source (the feed, or "Manual") and its
 * reason; not a link, since no reservation is behind it.
 */
export function BlockBar({
  span,
  days,
  serviceName,
}: {
  span: BlockSpan;
  days: number;
  serviceName: string;
}) {
  const { t } = useTranslation('admin-reservations');
  const { date, dateTime } = useFormatters();
  const { block, start, end } = span;
  const show = isDate(block.start) ? date : dateTime;
  const source = block.importName ?? t('calendar.blockManual');
  const label = [
    serviceName,
    t('calendar.blocked', { source }),
    `${show(block.start)} – ${show(block.end)}`,
    block.reason,
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <Tooltip title={label} arrow>
      <Box
        role="img"
        aria-label={label}
        sx={{
          // A strip along the foot of the row, over a booking's edge: an imported event over one of our
          // reservations (a conflict) stays in sight.
          position: 'absolute',
          bottom: 2,
          height: 15,
          zIndex: 2,
          left: `${(start / days) * 100}%`,
          width: `calc(${((end - start) / days) * 100}% - 2px)`,
          ml: '1px',
          borderRadius: 1,
          border: '1px dashed',
          borderColor: alpha('#fff', 0.35),
          backgroundImage: blockHatch,
          color: 'text.secondary',
          fontSize: 10,
          lineHeight: 1,
          bgcolor: 'background.paper',
          px: '3px',
          overflow: 'hidden',
          whiteSpace: 'nowrap',
          textOverflow: 'ellipsis',
          display: 'flex',
          alignItems: 'center',
        }}
      >
        <Box component="span" aria-hidden sx={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
          {source}
        </Box>
      </Box>
    </Tooltip>
  );
}
