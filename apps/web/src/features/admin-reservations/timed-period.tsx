import EventBusyOutlinedIcon from '@mui/icons-material/EventBusyOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { CalendarDatePicker } from '../admin-shell/calendar-date-picker';
import type { LoadStatus } from '../admin-shell/load-status';
import { useReservationFormat } from '../admin-shell/reservation-format';
import type { BusyRange } from './availability';
import { type PeriodValues, periodInstants, wallClockOf } from './booking-period-values';
import type { StayClash } from './stay-clash';

type TimedField = 'startDate' | 'startTime' | 'endDate' | 'endTime' | 'hours';

interface TimedPeriodProps {
  values: PeriodValues & { serviceType: 'cars' | 'yachts' };
  onChange: (changes: Partial<PeriodValues>) => void;
  /** The yacht's charter hours (a saved charter's own length is kept in the list even if no longer offered). */
  durations: readonly number[];
  errorOf: (field: TimedField) => string;
  refOf: (field: TimedField) => (element: HTMLInputElement | null) => void;
  ranges: BusyRange[];
  availability: LoadStatus;
  hasService: boolean;
  /** The times meet another booking (turnaround included): said once, naming it when known. */
  clashing: boolean;
  clash: StayClash | null;
}

/** A time of day on the business's clock, in 15-minute steps. */
function TimeField({
  name,
  label,
  value,
  onChange,
  error,
  inputRef,
}: {
  name: TimedField;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: string;
  inputRef: (element: HTMLInputElement | null) => void;
}) {
  return (
    <TextField
      type="time"
      name={name}
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      required
      error={Boolean(error)}
      helperText={error || ' '}
      inputRef={inputRef}
      fullWidth
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 900 } }}
    />
  );
}

/**
 * The period of a car (pickup and return, each a day and a time) or of a yacht charter (a day, a start
 * time and one of the yacht's durations), on Miami's clock.
 */
export function TimedPeriod({
  values,
  onChange,
  durations,
  errorOf,
  refOf,
  ranges,
  availability,
  hasService,
  clashing,
  clash,
}: TimedPeriodProps) {
  const { t } = useTranslation('admin-reservations');
  const format = useReservationFormat();
  const yacht = values.serviceType === 'yachts';
  const instants = periodInstants(values);
  // A date needs room for MM-DD-YYYY and its button: a car's day and time share a row, a yacht's day
  // takes the first row on a phone, then its start and duration side by side.
  const carRow = { display: 'grid', columnGap: 1.5, gridTemplateColumns: 'minmax(0, 1.5fr) minmax(0, 1fr)' };
  const yachtRow = {
    display: 'grid',
    columnGap: 1.5,
    gridTemplateColumns: {
      xs: 'minmax(0, 1fr) minmax(0, 1fr)',
      sm: 'minmax(0, 1.3fr) minmax(0, 1fr) minmax(0, 1fr)',
    },
    '& > :first-of-type': { gridColumn: { xs: '1 / -1', sm: 'auto' } },
  };
  const hourChoices = [...new Set([...durations, ...(values.hours ? [Number(values.hours)] : [])])].sort(
    (a, b) => a - b,
  );
  const upcoming = ranges.slice(0, 3);
  const span = (range: { start: string; end: string }) => {
    const start = wallClockOf(range.start);
    const end = wallClockOf(range.end);
    return `${format.dateTime(range.start)} → ${start.date === end.date ? end.time : format.dateTime(range.end)}`;
  };

  const date = (field: 'startDate' | 'endDate', label: string) => (
    <CalendarDatePicker
      label={label}
      name={field}
      value={values[field]}
      onChange={(value) =>
        // A car's return opens on its pickup day once the pickup is chosen.
        onChange(
          field === 'startDate' && !yacht && !values.endDate ? { startDate: value } : { [field]: value },
        )
      }
      referenceDate={field === 'endDate' ? values.startDate || undefined : undefined}
      minDate={field === 'endDate' ? values.startDate || undefined : undefined}
      required
      error={Boolean(errorOf(field))}
      helperText={errorOf(field) || ' '}
      inputRef={refOf(field)}
    />
  );

  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      {yacht ? (
        <Box sx={yachtRow}>
          {date('startDate', t('form.fields.charterDay'))}
          <TimeField
            name="startTime"
            label={t('form.fields.charterStart')}
            value={values.startTime}
            onChange={(startTime) => onChange({ startTime })}
            error={errorOf('startTime')}
            inputRef={refOf('startTime')}
          />
          <TextField
            select
            name="hours"
            label={t('form.fields.hours')}
            value={values.hours}
            onChange={(event) => onChange({ hours: event.target.value })}
            required
            error={Boolean(errorOf('hours'))}
            helperText={
              errorOf('hours') ||
              (instants ? t('form.times.endsAt', { time: wallClockOf(instants.endAt).time }) : ' ')
            }
            inputRef={refOf('hours')}
            fullWidth
          >
            {hourChoices.map((hours) => (
              <MenuItem key={hours} value={String(hours)}>
                {t('list.hours', { count: hours })}
              </MenuItem>
            ))}
          </TextField>
        </Box>
      ) : (
        <>
          <Box sx={carRow}>
            {date('startDate', t('form.fields.pickupDate'))}
            <TimeField
              name="startTime"
              label={t('form.fields.pickupTime')}
              value={values.startTime}
              onChange={(startTime) => onChange({ startTime })}
              error={errorOf('startTime')}
              inputRef={refOf('startTime')}
            />
          </Box>
          <Box sx={carRow}>
            {date('endDate', t('form.fields.returnDate'))}
            <TimeField
              name="endTime"
              label={t('form.fields.returnTime')}
              value={values.endTime}
              onChange={(endTime) => onChange({ endTime })}
              error={errorOf('endTime')}
              inputRef={refOf('endTime')}
            />
          </Box>
        </>
      )}
      {clashing && (
        <Alert severity="warning">
          {clash?.startAt && clash.endAt
            ? t('form.clashTimes', {
                code: clash.code,
                span: span({ start: clash.startAt, end: clash.endAt }),
              })
            : t('form.timesTaken')}
        </Alert>
      )}
      <Typography
        variant="body2"
        role="status"
        sx={{ color: 'text.secondary', display: 'flex', alignItems: 'flex-start', gap: 1 }}
      >
        <EventBusyOutlinedIcon fontSize="small" aria-hidden sx={{ mt: '2px' }} />
        <span>
          {!hasService
            ? t('form.availability.pickService')
            : availability === 'loading'
              ? t('form.availability.loading')
              : availability === 'failed'
                ? t('form.availability.failed')
                : t('form.availability.busyTimes', { count: ranges.length })}
          {hasService && availability === 'succeeded' && upcoming.length > 0 && (
            <Box component="span" sx={{ display: 'block', fontVariantNumeric: 'tabular-nums' }}>
              {upcoming.map(span).join(' · ')}
            </Box>
          )}
        </span>
      </Typography>
    </Box>
  );
}
