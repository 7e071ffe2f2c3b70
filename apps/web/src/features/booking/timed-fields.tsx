import type { ChangeEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { OutlinedField } from '../../components/outlined-field';
import { CHARTER_START_TIMES, charterPeriod, periodTaken } from './booking-times';
import styles from './timed-fields.module.css';
import type { UnavailableRange } from './use-unavailable-ranges';
import type { BookingField, BookingValues } from './validate-booking';

/** What the form gives each of its fields: value, change handler, error state and ref. */
export type FieldProps = (field: BookingField) => {
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  error: boolean;
  inputRef: (element: HTMLInputElement | null) => void;
};
type Described = (field: BookingField) => { 'aria-describedby'?: string };

interface CharterFieldsProps {
  values: BookingValues;
  inputProps: FieldProps;
  described: Described;
  today: string;
  now: Date;
  durations: readonly number[];
  bufferMinutes: number;
  unavailable: readonly UnavailableRange[];
}

/**
 * A yacht charter (issue 16): a day, a start time and one of the yacht's durations. A start time whose
 * charter (with the turnaround after it) would meet a booked one, or that has passed, cannot be picked:
 * its radio is disabled and its name says why.
 */
export function CharterFields({
  values,
  inputProps,
  described,
  today,
  now,
  durations,
  bufferMinutes,
  unavailable,
}: CharterFieldsProps) {
  const { t } = useTranslation('booking');
  const hours = Number(values.hours) || Math.min(...durations);
  const unavailableAt = (time: string) => {
    const period = charterPeriod(values.startDate, time, hours);
    return period !== null && (period.startAt < now || periodTaken(period, bufferMinutes, unavailable));
  };

  return (
    <>
      <OutlinedField
        {...inputProps('startDate')}
        label={t('fields.day')}
        type="date"
        required
        shrink
        inputProps={{ min: today, ...described('startDate') }}
      />
      <ChipGroup legend={t('fields.startTime')} hint={t('takenHint')}>
        {CHARTER_START_TIMES.map((time) => (
          <Chip
            key={time}
            field="startTime"
            value={time}
            values={values}
            inputProps={inputProps}
            described={described}
            disabled={unavailableAt(time)}
          >
            {time}
          </Chip>
        ))}
      </ChipGroup>
      <ChipGroup legend={t('fields.duration')} durations>
        {durations.map((count) => (
          <Chip
            key={count}
            field="hours"
            value={String(count)}
            values={values}
            inputProps={inputProps}
            described={described}
          >
            {t('hourCount', { count })}
          </Chip>
        ))}
      </ChipGroup>
    </>
  );
}

function ChipGroup({
  legend,
  hint,
  durations = false,
  children,
}: {
  legend: string;
  hint?: string;
  durations?: boolean;
  children: ReactNode;
}) {
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>
        {legend}
        {hint && <span className={styles.hint}>{hint}</span>}
      </legend>
      <div className={durations ? `${styles.chips} ${styles.durations}` : styles.chips}>{children}</div>
    </fieldset>
  );
}

function Chip({
  field,
  value,
  values,
  inputProps,
  described,
  disabled = false,
  children,
}: {
  field: 'startTime' | 'hours';
  value: string;
  values: BookingValues;
  inputProps: FieldProps;
  described: Described;
  disabled?: boolean;
  children: string;
}) {
  const { t } = useTranslation('booking');
  const { name, onChange, error } = inputProps(field);
  const checked = values[field] === value;
  return (
    <label className={styles.chip}>
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        onChange={onChange}
        disabled={disabled}
        // Said as one name: a hidden span beside the time is read with a stray space by some browsers.
        aria-label={disabled ? `${children}, ${t('timeUnavailable')}` : undefined}
        aria-invalid={error && (checked || values[field] === '')}
        {...described(field)}
      />
      <span>{children}</span>
    </label>
  );
}

interface RentalFieldsProps {
  inputProps: FieldProps;
  described: Described;
  today: string;
  startDate: string;
}

/** A car (issue 16): the pickup and the return, each a date and a time (Miami). */
export function RentalFields({ inputProps, described, today, startDate }: RentalFieldsProps) {
  const { t } = useTranslation('booking');
  return (
    <>
      <div className={styles.pair}>
        <OutlinedField
          {...inputProps('startDate')}
          label={t('fields.pickupDate')}
          type="date"
          required
          shrink
          inputProps={{ min: today, ...described('startDate') }}
        />
        <OutlinedField
          {...inputProps('startTime')}
          label={t('fields.pickupTime')}
          type="time"
          required
          shrink
          inputProps={{ step: 900, ...described('startTime') }}
        />
      </div>
      <div className={styles.pair}>
        <OutlinedField
          {...inputProps('endDate')}
          label={t('fields.returnDate')}
          type="date"
          required
          shrink
          inputProps={{ min: startDate || today, ...described('endDate') }}
        />
        <OutlinedField
          {...inputProps('endTime')}
          label={t('fields.returnTime')}
          type="time"
          required
          shrink
          inputProps={{ step: 900, ...described('endTime') }}
        />
      </div>
    </>
  );
}
