import { addDays, daysBetween, todayIn } from '@app/shared/dates';
import type { ReservationListItem, ReservationStatus } from '@app/shared/reservations';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import { alpha } from '@mui/material/styles';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../app/paths';
import { failureText } from '../admin-shell/admin-api';
import { LoadError } from '../admin-shell/load-error';
import { statusColors } from '../admin-shell/reservation-chips';
import { useReservationFormat } from '../admin-shell/reservation-format';
import { unitLabel } from './apartment-picker';
import { useStayUnits } from './reservation-hooks';
import { guestName } from './reservation-payloads';
import { useCalendarQuery } from './reservations-api';

/** Statuses drawn on the calendar: a cancelled stay or a no-show did not occupy the unit. */
const shown: ReadonlySet<ReservationStatus> = new Set(['pending', 'confirmed', 'checked_in', 'checked_out']);

// From a tablet up, 160 + 31 x 24 px fits the 930 px a 1280 px screen leaves beside the menu: a whole
// month without scrolling. A phone scrolls sideways.
const NAME_COLUMN = { xs: 112, sm: 160 };
/** Narrowest day column; each day is two grid columns so a stay starts and ends at midday. */
const DAY_MIN = { xs: 30, sm: 24 };
const ROW_HEIGHT = 50;

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

interface Bar {
  reservation: ReservationListItem;
  /** 1-based grid columns of the month: [start, end). */
  start: number;
  end: number;
  clippedStart: boolean;
  clippedEnd: boolean;
}

/** Where each stay sits in the month: nights from check-in to the day before check-out. */
export function barsOf(reservations: readonly ReservationListItem[], from: string, days: number): Bar[] {
  const bars: Bar[] = [];
  for (const reservation of reservations) {
    if (!shown.has(reservation.status)) continue;
    const startDay = daysBetween(from, reservation.checkInDate);
    const endDay = daysBetween(from, reservation.checkOutDate);
    if (endDay <= 0 || startDay >= days) continue;
    bars.push({
      reservation,
      start: Math.max(0, startDay) + 1,
      end: Math.min(days, endDay) + 1,
      clippedStart: startDay < 0,
      clippedEnd: endDay >= days,
    });
  }
  return bars;
}

interface OccupancyCalendarProps {
  month: string;
  onMonthChange: (month: string) => void;
  /** Only this unit (the list's apartment filter). */
  apartmentId: number | null;
}

/**
 * A month of every apartment and villa at a glance: a row per unit, a column per night, each stay a bar
 * in its status colour (links to the reservation), with the unit's occupancy of the month.
 */
export function OccupancyCalendar({ month, onMonthChange, apartmentId }: OccupancyCalendarProps) {
  const { t, i18n } = useTranslation(['admin-reservations', 'admin']);
  const format = useReservationFormat();
  const units = useStayUnits();
  const from = firstDay(month);
  const to = firstDay(shiftMonth(month, 1));
  const calendar = useCalendarQuery({ from, to });
  const days = daysBetween(from, to);
  const today = todayIn();
  const locale = i18n.language === 'en' ? 'en-US' : 'es-US';

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
  const rows = units.items.filter((unit) => apartmentId === null || unit.id === apartmentId);
  // Only this month's answer: another month's stays never show under this month's days.
  const loaded = calendar.currentData !== undefined && !calendar.isFetching;
  const byUnit = new Map<number, Bar[]>();
  for (const bar of barsOf(calendar.currentData ?? [], from, days)) {
    const list = byUnit.get(bar.reservation.serviceId) ?? [];
    list.push(bar);
    byUnit.set(bar.reservation.serviceId, list);
  }
  const occupancy = (unitId: number) => {
    const nights = new Set<number>();
    for (const bar of byUnit.get(unitId) ?? [])
      for (let day = bar.start; day < bar.end; day += 1) nights.add(day);
    return nights.size / days;
  };
  const totalNights = rows.reduce((sum, unit) => sum + Math.round(occupancy(unit.id) * days), 0);
  const overall = rows.length ? totalNights / (rows.length * days) : 0;
  const percent = (ratio: number) =>
    new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(ratio);
  const grid = `repeat(${days * 2}, minmax(0, 1fr))`;
  const todayIndex = today >= from && today < to ? daysBetween(from, today) : null;
  const minWidth = { xs: NAME_COLUMN.xs + days * DAY_MIN.xs, sm: NAME_COLUMN.sm + days * DAY_MIN.sm };

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
        {loaded && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('calendar.occupancy', { percent: percent(overall) })}
          </Typography>
        )}
      </Box>

      {calendar.isError && (
        <Box sx={{ mb: 2 }}>
          <LoadError error={failureText(calendar.error)} onRetry={() => void calendar.refetch()} />
        </Box>
      )}

      <Paper variant="outlined" sx={{ borderRadius: 2, overflow: 'hidden' }}>
        <Box
          sx={{ overflowX: 'auto', position: 'relative' }}
          role="region"
          aria-label={t('calendar.label', { month: title })}
          tabIndex={0}
        >
          <Box sx={{ minWidth }}>
            {/* Header: day numbers */}
            <Box
              sx={{ display: 'flex', borderBottom: 1, borderColor: 'divider', position: 'sticky', top: 0 }}
            >
              <Box
                sx={{
                  width: NAME_COLUMN,
                  flexShrink: 0,
                  position: 'sticky',
                  left: 0,
                  zIndex: 2,
                  bgcolor: 'background.paper',
                  borderRight: 1,
                  borderColor: 'divider',
                  px: 1.5,
                  display: 'flex',
                  alignItems: 'flex-end',
                  pb: 0.75,
                }}
              >
                <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                  {t('calendar.unit')}
                </Typography>
              </Box>
              <Box sx={{ display: 'grid', gridTemplateColumns: grid, flex: 1 }}>
                {dayLabels.map(({ date, day, weekday, weekend }, index) => (
                  <Box
                    key={date}
                    sx={{
                      gridColumn: `${index * 2 + 1} / span 2`,
                      textAlign: 'center',
                      py: 0.75,
                      bgcolor:
                        date === today ? alpha('#fff', 0.12) : weekend ? alpha('#fff', 0.03) : undefined,
                      borderRadius: date === today ? 1 : 0,
                    }}
                  >
                    <Typography
                      variant="caption"
                      sx={{ color: 'text.secondary', display: 'block', lineHeight: 1.2 }}
                    >
                      {weekday}
                    </Typography>
                    <Typography
                      variant="body2"
                      sx={{ fontWeight: date === today ? 800 : 500, lineHeight: 1.3 }}
                    >
                      {day}
                    </Typography>
                  </Box>
                ))}
              </Box>
            </Box>

            {units.status !== 'succeeded' && rows.length === 0
              ? Array.from({ length: 5 }, (_, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: placeholders
                  <Skeleton key={index} variant="rectangular" height={ROW_HEIGHT - 6} sx={{ m: '3px' }} />
                ))
              : null}
            {rows.map((unit) => {
              const bars = byUnit.get(unit.id) ?? [];
              return (
                <Box
                  key={unit.id}
                  sx={{
                    display: 'flex',
                    borderBottom: 1,
                    borderColor: 'divider',
                    '&:last-of-type': { borderBottom: 0 },
                  }}
                >
                  <Box
                    sx={{
                      width: NAME_COLUMN,
                      flexShrink: 0,
                      position: 'sticky',
                      left: 0,
                      zIndex: 1,
                      bgcolor: 'background.paper',
                      borderRight: 1,
                      borderColor: 'divider',
                      px: 1.5,
                      display: 'flex',
                      flexDirection: 'column',
                      justifyContent: 'center',
                      minWidth: 0,
                    }}
                  >
                    <Typography
                      variant="body2"
                      title={unitLabel(unit)}
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
                      {unit.name}
                    </Typography>
                    <Typography variant="caption" noWrap sx={{ color: 'text.secondary' }}>
                      {loaded
                        ? t('calendar.unitOccupancy', { percent: percent(occupancy(unit.id)) })
                        : '\u00a0'}
                    </Typography>
                  </Box>
                  <Box
                    sx={{
                      display: 'grid',
                      gridTemplateColumns: grid,
                      gridTemplateRows: `${ROW_HEIGHT}px`,
                      position: 'relative',
                      flex: 1,
                    }}
                  >
                    {dayLabels.map(({ date, weekend }, index) => (
                      <Box
                        key={date}
                        sx={{
                          gridRow: 1,
                          gridColumn: `${index * 2 + 1} / span 2`,
                          bgcolor: weekend ? alpha('#fff', 0.03) : undefined,
                          borderLeft: index === 0 ? 0 : '1px solid',
                          borderColor: alpha('#fff', 0.04),
                        }}
                      />
                    ))}
                    {todayIndex !== null && (
                      <Box
                        aria-hidden
                        sx={{
                          gridRow: 1,
                          gridColumn: `${todayIndex * 2 + 1} / span 2`,
                          bgcolor: alpha('#fff', 0.07),
                          pointerEvents: 'none',
                        }}
                      />
                    )}
                    {bars.map(({ reservation, start, end, clippedStart, clippedEnd }) => {
                      const color = statusColors[reservation.status];
                      const label = `${reservation.code} · ${guestName(reservation)} · ${format.date(reservation.checkInDate)} → ${format.date(reservation.checkOutDate)} · ${t(`status.${reservation.status}`)}`;
                      return (
                        <Tooltip key={reservation.id} title={label} arrow>
                          <Box
                            component={RouterLink}
                            to={paths.admin.reservationDetail(reservation.id)}
                            aria-label={label}
                            sx={{
                              gridRow: 1,
                              gridColumn: `${clippedStart ? 1 : (start - 1) * 2 + 2} / ${clippedEnd ? days * 2 + 1 : (end - 1) * 2 + 2}`,
                              alignSelf: 'center',
                              height: 30,
                              ml: clippedStart ? 0 : '1px',
                              mr: clippedEnd ? 0 : '1px',
                              minWidth: 0,
                              zIndex: 1,
                              // A stay seen for half a day (the month's last afternoon) is narrower than 16 px of padding.
                              px: 'min(8px, 15%)',
                              display: 'flex',
                              alignItems: 'center',
                              gap: 0.75,
                              overflow: 'hidden',
                              whiteSpace: 'nowrap',
                              fontSize: 12.5,
                              fontWeight: 600,
                              textDecoration: 'none',
                              color: '#fff',
                              bgcolor: alpha(color, reservation.status === 'checked_out' ? 0.22 : 0.32),
                              border: 1,
                              borderColor: alpha(color, 0.7),
                              borderLeftWidth: clippedStart ? 1 : 3,
                              borderRadius: `${clippedStart ? 0 : 8}px ${clippedEnd ? 0 : 8}px ${clippedEnd ? 0 : 8}px ${clippedStart ? 0 : 8}px`,
                              '&:hover, &:focus-visible': { bgcolor: alpha(color, 0.5) },
                            }}
                          >
                            {reservation.amountDue > 0 && (
                              <Box
                                component="span"
                                aria-hidden
                                sx={{
                                  width: 6,
                                  height: 6,
                                  borderRadius: '50%',
                                  bgcolor: 'warning.main',
                                  flexShrink: 0,
                                }}
                              />
                            )}
                            <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
                              {reservation.clientLastname || reservation.clientName || reservation.code}
                            </Box>
                          </Box>
                        </Tooltip>
                      );
                    })}
                  </Box>
                </Box>
              );
            })}
          </Box>
        </Box>
      </Paper>

      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mt: 1.5, color: 'text.secondary' }}>
        {[...shown].map((status) => (
          <Box key={status} sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
            <Box
              aria-hidden
              sx={{
                width: 14,
                height: 10,
                borderRadius: 0.5,
                bgcolor: alpha(statusColors[status], 0.4),
                border: 1,
                borderColor: statusColors[status],
              }}
            />
            <Typography variant="caption">{t(`status.${status}`)}</Typography>
          </Box>
        ))}
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
          <Box aria-hidden sx={{ width: 6, height: 6, borderRadius: '50%', bgcolor: 'warning.main' }} />
          <Typography variant="caption">{t('calendar.owing')}</Typography>
        </Box>
      </Box>
    </Box>
  );
}
