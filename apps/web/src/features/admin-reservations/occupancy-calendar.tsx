import { bookingUnitOf } from '@app/shared/booking-units';
import { fleetOrder, typeName, unitCount } from '@app/shared/booking-words';
import { addDays, daysBetween, todayIn } from '@app/shared/dates';
import type { Language } from '@app/shared/site';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import { alpha, type SxProps, type Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '../admin-shell/admin-api';
import { LoadError } from '../admin-shell/load-error';
import { statusColors } from '../admin-shell/reservation-chips';
import { type FleetService, useFleetBlocksQuery, useFleetQuery } from './fleet-api';
import { useCalendarQuery } from './reservations-api';
import { type Bar, barsOf, shownStatuses } from './timeline-bars';
import { type BlockSpan, blockHatch, blockSpansOf } from './timeline-blocks';
import { DAY_MIN, type DayLabel, NAME_COLUMN, stickyName, TimelineRow } from './timeline-row';

/** 'YYYY-MM' of a date, and the first day of a month. */
export const monthOf = (date: string) => date.slice(0, 7);
export const firstDay = (month: string) => `${month}-01`;

export function shiftMonth(month: string, by: number): string {
  const [year = 0, number = 1] = month.split('-').map(Number);
  const index = year * 12 + (number - 1) + by;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

export const isMonth = (text: string | null): text is string =>
  Boolean(text && /^\d{4}-(0[1-9]|1[0-2])$/.test(text));

interface OccupancyCalendarProps {
  month: string;
  onMonthChange: (month: string) => void;
  /** Only this service (the list's apartment filter). */
  apartmentId: number | null;
}

/**
 * A month of the whole fleet at a glance (issue 16): rows grouped by type (apartments, villas, cars,
 * yachts), one per service, a column per day. Each booking is a link to its reservation in its status
 * colour: a stay over its nights, a car from its pickup to its return time, a charter as a bar within
 * its day under its hours. The names stay in view while a phone scrolls the days sideways.
 */
export function OccupancyCalendar({ month, onMonthChange, apartmentId }: OccupancyCalendarProps) {
  const { t, i18n } = useTranslation(['admin-reservations', 'admin']);
  const language: Language = i18n.language === 'en' ? 'en' : 'es';
  const fleet = useFleetQuery(undefined, { refetchOnMountOrArgChange: false });
  const from = firstDay(month);
  const to = firstDay(shiftMonth(month, 1));
  const calendar = useCalendarQuery({ from, to });
  const blocks = useFleetBlocksQuery({ from, to });
  const days = daysBetween(from, to);
  const today = todayIn();
  const locale = language === 'en' ? 'en-US' : 'es-US';

  const dayLabels = useMemo(() => {
    const weekday = new Intl.DateTimeFormat(locale, { weekday: 'narrow', timeZone: 'UTC' });
    return Array.from({ length: days }, (_, index) => {
      const date = addDays(from, index);
      const instant = new Date(`${date}T12:00:00Z`);
      const dow = instant.getUTCDay();
      return { date, day: index + 1, weekday: weekday.format(instant), weekend: dow === 0 || dow === 6 };
    });
  }, [from, days, locale]);

  const monthName = new Intl.DateTimeFormat(locale, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${from}T12:00:00Z`));
  // 'noviembre de 2026' -> 'Noviembre de 2026' (only the first letter: 'De' would be wrong).
  const title = monthName.charAt(0).toLocaleUpperCase(locale) + monthName.slice(1);
  const services = (fleet.data ?? []).filter((service) => apartmentId === null || service.id === apartmentId);
  // Only this month's answer: another month's bookings never show under this month's days.
  const loaded = calendar.currentData !== undefined && !calendar.isFetching;
  const byService = new Map<number, Bar[]>();
  for (const bar of barsOf(calendar.currentData ?? [], from, days)) {
    const list = byService.get(bar.reservation.serviceId) ?? [];
    list.push(bar);
    byService.set(bar.reservation.serviceId, list);
  }
  const blocksByService = new Map<number, BlockSpan[]>();
  for (const span of blockSpansOf(blocks.currentData ?? [], from, days)) {
    blocksByService.set(span.block.serviceId, [...(blocksByService.get(span.block.serviceId) ?? []), span]);
  }
  const percent = (ratio: number) =>
    new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(ratio);
  /** The nights of a stay's unit taken in the month (a night is taken when a stay covers its midday... */
  const nightsTaken = (serviceId: number) => {
    const nights = new Set<number>();
    for (const bar of byService.get(serviceId) ?? [])
      for (let night = Math.ceil(bar.start - 0.5); night < bar.end - 0.5; night += 1) nights.add(night);
    return nights.size;
  };
  const caption = (service: FleetService) => {
    if (!loaded) return '\u00a0';
    if (bookingUnitOf[service.type] === 'night')
      return t('calendar.unitOccupancy', { percent: percent(nightsTaken(service.id) / days) });
    // A car's days or a yacht's hours of the bookings that start this month.
    const booked = (byService.get(service.id) ?? [])
      .filter((bar) => !bar.clippedStart)
      .reduce((sum, bar) => sum + bar.reservation.units, 0);
    return t('calendar.booked', { amount: unitCount(bookingUnitOf[service.type], booked, language) });
  };
  const stays = services.filter((service) => bookingUnitOf[service.type] === 'night');
  const overall = stays.length
    ? stays.reduce((sum, service) => sum + nightsTaken(service.id), 0) / (stays.length * days)
    : 0;
  const todayIndex = today >= from && today < to ? daysBetween(from, today) : null;
  const minWidth = { xs: NAME_COLUMN.xs + days * DAY_MIN.xs, sm: NAME_COLUMN.sm + days * DAY_MIN.sm };
  const groups = fleetOrder
    .map((type) => ({ type, rows: services.filter((service) => service.type === type) }))
    .filter((group) => group.rows.length > 0);

  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2, flexWrap: 'wrap' }}>
        <IconButton aria-label={t('calendar.previous')} onClick={() => onMonthChange(shiftMonth(month, -1))}>
          <ChevronLeftIcon />
        </IconButton>
        <Typography
          component="h2"
          variant="h6"
          aria-live="polite"
          sx={{ minWidth: { sm: 180 }, textAlign: 'center', fontSize: 18 }}
        >
          {title}
        </Typography>
        <IconButton aria-label={t('calendar.next')} onClick={() => onMonthChange(shiftMonth(month, 1))}>
          <ChevronRightIcon />
        </IconButton>
        <Button
          size="small"
          color="inherit"
          variant="outlined"
          onClick={() => onMonthChange(monthOf(today))}
          sx={{ ml: 1 }}
        >
          {t('calendar.today')}
        </Button>
        <Box sx={{ flex: 1 }} />
        {loaded && stays.length > 0 && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('calendar.occupancy', { percent: percent(overall) })}
          </Typography>
        )}
      </Box>

      {(calendar.isError || fleet.isError) && (
        <Box sx={{ mb: 2 }}>
          <LoadError
            error={failureText(calendar.error ?? fleet.error)}
            onRetry={() => {
              if (fleet.isError) void fleet.refetch();
              if (calendar.isError) void calendar.refetch();
            }}
          />
        </Box>
      )}

      <Paper variant="outlined" sx={{ borderRadius: 2, overflow: 'hidden' }}>
        <Box
          sx={{
            overflowX: 'auto',
            position: 'relative',
            '&:focus-visible': { outline: '2px solid', outlineColor: 'text.primary', outlineOffset: -2 },
          }}
          role="region"
          aria-label={t('calendar.label', { month: title })}
          tabIndex={0}
        >
          <Box sx={{ minWidth }}>
            <DayHeader days={dayLabels} today={today} corner={t('calendar.unit')} />
            {fleet.isLoading &&
              Array.from({ length: 5 }, (_, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders
                <Skeleton key={index} variant="rectangular" height={44} sx={{ m: '3px' }} />
              ))}
            {groups.map(({ type, rows }) => (
              <Box component="section" key={type} aria-labelledby={`timeline-${type}`}>
                <Box
                  sx={{
                    display: 'flex',
                    bgcolor: alpha('#fff', 0.04),
                    borderBottom: 1,
                    borderColor: 'divider',
                  }}
                >
                  <Typography
                    id={`timeline-${type}`}
                    component="h3"
                    sx={{
                      ...stickyName,
                      bgcolor: 'background.paper',
                      backgroundImage: `linear-gradient(${alpha('#fff', 0.04)}, ${alpha('#fff', 0.04)})`,
                      zIndex: 2,
                      py: 0.5,
                      fontSize: 11.5,
                      fontWeight: 700,
                      letterSpacing: '0.08em',
                      textTransform: 'uppercase',
                      color: 'text.secondary',
                    }}
                  >
                    {typeName(type, language)}
                  </Typography>
                </Box>
                {rows.map((service) => (
                  <TimelineRow
                    key={service.id}
                    service={service}
                    bars={byService.get(service.id) ?? []}
                    blocks={blocksByService.get(service.id) ?? []}
                    days={dayLabels}
                    todayIndex={todayIndex}
                    caption={caption(service)}
                    language={language}
                  />
                ))}
              </Box>
            ))}
          </Box>
        </Box>
      </Paper>

      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mt: 1.5, color: 'text.secondary' }}>
        {[...shownStatuses].map((status) => (
          <LegendItem
            key={status}
            swatch={{
              bgcolor: alpha(statusColors[status], 0.4),
              border: 1,
              borderColor: statusColors[status],
            }}
          >
            {t(`status.${status}`)}
          </LegendItem>
        ))}
        <LegendItem swatch={{ width: 6, height: 6, borderRadius: '50%', bgcolor: 'warning.main' }}>
          {t('calendar.owing')}
        </LegendItem>
        <LegendItem swatch={{ backgroundImage: blockHatch, border: '1px dashed grey' }}>
          {t('calendar.blockLegend')}
        </LegendItem>
      </Box>
    </Box>
  );
}

/** A swatch of the legend (a status's bar by default size) and what it means. */
function LegendItem({ swatch, children }: { swatch: SxProps<Theme>; children: string }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
      <Box
        aria-hidden
        sx={[{ width: 14, height: 10, borderRadius: 0.5 }, ...(Array.isArray(swatch) ? swatch : [swatch])]}
      />
      <Typography variant="caption">{children}</Typography>
    </Box>
  );
}

/** The month's days along the top, today highlighted; the corner names the column of services. */
function DayHeader({ days, today, corner }: { days: DayLabel[]; today: string; corner: string }) {
  return (
    <Box sx={{ display: 'flex', borderBottom: 1, borderColor: 'divider' }}>
      <Box sx={{ ...stickyName, zIndex: 3, display: 'flex', alignItems: 'flex-end', pb: 0.75 }}>
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {corner}
        </Typography>
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: `repeat(${days.length}, minmax(0, 1fr))`, flex: 1 }}>
        {days.map(({ date, day, weekday, weekend }) => (
          <Box
            key={date}
            sx={{
              textAlign: 'center',
              py: 0.75,
              bgcolor: date === today ? alpha('#fff', 0.12) : weekend ? alpha('#fff', 0.03) : undefined,
              borderRadius: date === today ? 1 : 0,
            }}
          >
            <Typography variant="caption" sx={{ color: 'text.secondary', display: 'block', lineHeight: 1.2 }}>
              {weekday}
            </Typography>
            <Typography variant="body2" sx={{ fontWeight: date === today ? 800 : 500, lineHeight: 1.3 }}>
              {day}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
