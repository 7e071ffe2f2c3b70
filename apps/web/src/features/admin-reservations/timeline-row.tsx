import { capitalized, periodText } from '@app/shared/booking-words';
import type { Language } from '@app/shared/site';
import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../app/paths';
import { statusColors } from '../admin-shell/reservation-chips';
import { unitLabel } from './apartment-picker';
import type { FleetService } from './fleet-api';
import { guestName } from './reservation-payloads';
import { type Bar, clockOf } from './timeline-bars';
import { BlockBar, type BlockSpan } from './timeline-blocks';

// From a tablet up, 160 + 31 x 24 px fits the 930 px a 1280 px screen leaves beside the menu: a whole
// month without scrolling. A phone scrolls sideways with the names kept in view.
export const NAME_COLUMN = { xs: 112, sm: 160 };
export const DAY_MIN = { xs: 30, sm: 24 };
const ROW_HEIGHT = 50;

export interface DayLabel {
  date: string;
  day: number;
  weekday: string;
  weekend: boolean;
}

/** The service names stay in view while the days scroll under them. */
export const stickyName = {
  width: NAME_COLUMN,
  flexShrink: 0,
  position: 'sticky',
  left: 0,
  bgcolor: 'background.paper',
  borderRight: 1,
  borderColor: 'divider',
  px: 1.5,
} as const;

const percentOf = (days: number, value: number) => `${(value / days) * 100}%`;

interface TimelineRowProps {
  service: FleetService;
  bars: Bar[];
  /** Manual and imported blocks: hatched, not links. */
  blocks: BlockSpan[];
  days: DayLabel[];
  todayIndex: number | null;
  /** Under the name: the occupancy of a stay's unit, the days or hours booked of a car or a yacht. */
  caption: string;
  language: Language;
}

/** One service of the fleet over the month: its bookings as links placed on the days and hours they take. */
export function TimelineRow({
  service,
  bars,
  blocks,
  days,
  todayIndex,
  caption,
  language,
}: TimelineRowProps) {
  return (
    <Box sx={{ display: 'flex', borderBottom: 1, borderColor: 'divider' }}>
      <Box
        sx={{
          ...stickyName,
          zIndex: 2,
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'center',
          minWidth: 0,
        }}
      >
        <Typography
          variant="body2"
          title={unitLabel(service)}
          sx={{
            fontWeight: 600,
            fontSize: { xs: 12.5, sm: 14 },
            lineHeight: 1.25,
            overflow: 'hidden',
            display: '-webkit-box',
            WebkitLineClamp: { xs: 2, sm: 1 },
            WebkitBoxOrient: 'vertical',
            wordBreak: 'break-word',
          }}
        >
          {service.name}
        </Typography>
        <Typography variant="caption" noWrap sx={{ color: 'text.secondary' }}>
          {caption}
        </Typography>
      </Box>
      <Box
        role="group"
        aria-label={service.name}
        sx={{
          display: 'grid',
          gridTemplateColumns: `repeat(${days.length}, minmax(0, 1fr))`,
          gridTemplateRows: `${ROW_HEIGHT}px`,
          position: 'relative',
          flex: 1,
        }}
      >
        {days.map(({ date, weekend }, index) => (
          <Box
            key={date}
            aria-hidden
            sx={{
              gridRow: 1,
              gridColumn: index + 1,
              bgcolor: todayIndex === index ? alpha('#fff', 0.07) : weekend ? alpha('#fff', 0.03) : undefined,
              borderLeft: index === 0 ? 0 : '1px solid',
              borderColor: alpha('#fff', 0.04),
            }}
          />
        ))}
        {blocks.map((span) => (
          <BlockBar
            key={`block-${span.block.id}`}
            span={span}
            days={days.length}
            serviceName={service.name}
          />
        ))}
        {bars.map((bar) => (
          <BookingBar
            key={bar.reservation.id}
            bar={bar}
            days={days.length}
            language={language}
            service={service}
          />
        ))}
      </Box>
    </Box>
  );
}

function BookingBar({
  bar,
  days,
  language,
  service,
}: {
  bar: Bar;
  days: number;
  language: Language;
  service: FleetService;
}) {
  const { t } = useTranslation('admin-reservations');
  const { reservation: r, start, end, clippedStart, clippedEnd, withinDay, slot, slots } = bar;
  const color = statusColors[r.status];
  const label = `${service.name} · ${r.code} · ${guestName(r)} · ${capitalized(periodText(r, language))} · ${t(`status.${r.status}`)}`;
  const startTime = r.startAt ? clockOf(r.startAt) : null;
  const endTime = r.endAt ? clockOf(r.endAt) : null;
  // A charter inside one day takes that day's cell (its part of it, when the yacht sails twice that
  // day); its hours are a bar within the day, under its times.
  const day = Math.floor(start);
  const [left, right] = withinDay ? [day + slot / slots, day + (slot + 1) / slots] : [start, end];
  const common = {
    position: 'absolute',
    top: 6,
    bottom: 6,
    left: percentOf(days, left),
    width: `calc(${percentOf(days, right - left)} - 2px)`,
    ml: '1px',
    zIndex: 1,
    overflow: 'hidden',
    color: '#fff',
    textDecoration: 'none',
    border: 1,
    borderColor: alpha(color, 0.7),
    '&:hover, &:focus-visible': { bgcolor: alpha(color, 0.5) },
    '&:focus-visible': { outline: '2px solid #fff', outlineOffset: 1 },
  } as const;
  return (
    <Tooltip title={label} arrow>
      {withinDay ? (
        <Box
          component={RouterLink}
          to={paths.admin.reservationDetail(r.id)}
          aria-label={label}
          sx={{ ...common, borderRadius: 1, bgcolor: alpha(color, 0.12) }}
        >
          <Box
            aria-hidden
            sx={{
              position: 'absolute',
              top: 0,
              bottom: 0,
              left: slots > 1 ? 0 : `${(start - day) * 100}%`,
              width: slots > 1 ? '100%' : `${Math.max(0.06, end - start) * 100}%`,
              bgcolor: alpha(color, r.status === 'checked_out' ? 0.3 : 0.45),
            }}
          />
          <Box
            aria-hidden
            sx={{
              position: 'relative',
              height: 1,
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'center',
              justifyContent: 'center',
              fontSize: { xs: 9, sm: 10 },
              fontWeight: 600,
              lineHeight: 1.2,
              letterSpacing: '-0.03em',
              fontVariantNumeric: 'tabular-nums',
            }}
          >
            {slots === 1 && startTime && endTime && (
              <>
                <ClockText time={startTime} />
                <ClockText time={endTime} />
              </>
            )}
          </Box>
        </Box>
      ) : (
        <Box
          component={RouterLink}
          to={paths.admin.reservationDetail(r.id)}
          aria-label={label}
          sx={{
            ...common,
            display: 'flex',
            alignItems: 'center',
            px: 'min(4px, 8%)',
            whiteSpace: 'nowrap',
            fontSize: 12.5,
            fontWeight: 600,
            bgcolor: alpha(color, r.status === 'checked_out' ? 0.22 : 0.32),
            borderLeftWidth: clippedStart ? 1 : 3,
            borderRadius: `${clippedStart ? 0 : 8}px ${clippedEnd ? 0 : 8}px ${clippedEnd ? 0 : 8}px ${clippedStart ? 0 : 8}px`,
          }}
        >
          {r.amountDue > 0 && (
            <Box
              component="span"
              aria-hidden
              sx={{ width: 6, height: 6, borderRadius: '50%', bgcolor: 'warning.main', flexShrink: 0 }}
            />
          )}
          {startTime && !clippedStart && <Time>{startTime}</Time>}
          <Box
            component="span"
            aria-hidden
            sx={{ overflow: 'hidden', textOverflow: 'ellipsis', flex: 1, minWidth: 0, px: '3px' }}
          >
            {r.clientLastname || r.clientName || r.code}
          </Box>
          {endTime && !clippedEnd && <Time>{endTime}</Time>}
        </Box>
      )}
    </Tooltip>
  );
}

/**
 * A charter's start or end inside its day: '10:00' on a phone (30 px a day); on a wider screen a day is
 * 24 px, so an hour on the hour shows as '10' (the link's name and tooltip say '10:00').
 */
function ClockText({ time }: { time: string }) {
  const short = time.endsWith(':00') ? time.slice(0, 2) : time;
  return (
    <>
      <Box component="span" sx={{ display: { xs: 'block', sm: 'none' } }}>
        {time}
      </Box>
      <Box
        component="span"
        sx={{ display: { xs: 'none', sm: 'block' }, fontSize: short === time ? 7.5 : undefined }}
      >
        {short}
      </Box>
    </>
  );
}

/** A pickup or return time on a car's bar. */
function Time({ children }: { children: string }) {
  return (
    <Box
      component="span"
      aria-hidden
      sx={{
        fontSize: 9.5,
        fontWeight: 500,
        letterSpacing: '-0.02em',
        opacity: 0.85,
        flexShrink: 0,
        fontVariantNumeric: 'tabular-nums',
      }}
    >
      {children}
    </Box>
  );
}
