import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import dayjs, { type Dayjs } from 'dayjs';

/** The display format of SPEC.md section 5, in both languages. */
export const DATE_FORMAT = 'MM-DD-YYYY';

export const toDayjs = (value: string): Dayjs | null => {
  if (!value) return null;
  const day = dayjs(value, 'YYYY-MM-DD');
  return day.isValid() ? day : null;
};

export const fromDayjs = (day: Dayjs | null): string => (day?.isValid() ? day.format('YYYY-MM-DD') : '');

interface CalendarDatePickerProps {
  label: string;
  /** 'YYYY-MM-DD' or '' */
  value: string;
  onChange: (value: string) => void;
  /** Called when a date is accepted; `fromCalendar` when it was picked in the calendar (not typed). */
  onAccept?: (value: string, fromCalendar: boolean) => void;
  isDisabled?: (date: string) => boolean;
  /** The month the calendar opens at when there is no value. */
  referenceDate?: string;
  minDate?: string;
  required?: boolean;
  error?: boolean;
  helperText?: string;
  name?: string;
  open?: boolean;
  onOpen?: () => void;
  onClose?: () => void;
  size?: 'small' | 'medium';
  inputRef?: (element: HTMLInputElement | null) => void;
}

/** A calendar date picker (MM-DD-YYYY) that speaks 'YYYY-MM-DD' strings, as the API does. */
export function CalendarDatePicker({
  label,
  value,
  onChange,
  onAccept,
  isDisabled,
  referenceDate,
  minDate,
  required,
  error,
  helperText,
  name,
  open,
  onOpen,
  onClose,
  size,
  inputRef,
}: CalendarDatePickerProps) {
  const reference = toDayjs(referenceDate ?? '');
  const min = toDayjs(minDate ?? '');
  return (
    <DatePicker
      label={label}
      value={toDayjs(value)}
      format={DATE_FORMAT}
      onChange={(day) => onChange(fromDayjs(day))}
      onAccept={onAccept ? (day, context) => onAccept(fromDayjs(day), context.source === 'view') : undefined}
      shouldDisableDate={isDisabled ? (day) => isDisabled(day.format('YYYY-MM-DD')) : undefined}
      {...(reference ? { referenceDate: reference } : {})}
      {...(min ? { minDate: min } : {})}
      {...(open !== undefined ? { open } : {})}
      onOpen={onOpen}
      onClose={onClose}
      inputRef={inputRef}
      slotProps={{
        textField: {
          name,
          required,
          error,
          helperText: helperText || ' ',
          fullWidth: true,
          size,
        },
        field: { clearable: true },
      }}
    />
  );
}
