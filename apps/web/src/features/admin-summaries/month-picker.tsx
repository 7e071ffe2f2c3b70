import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { inRange, monthKey, type SummaryMonth, shiftMonth } from './summary-month';

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** 'November 2026', 'Noviembre de 2026': the month as headings and messages name it. */
export function useMonthLabel(): (month: SummaryMonth) => string {
  const { i18n } = useTranslation();
  const locale = i18n.language === 'en' ? 'en-US' : 'es-US';
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' });
    return ({ year, month }: SummaryMonth) => capitalize(format.format(Date.UTC(year, month - 1, 15)));
  }, [locale]);
}

function useMonthNames(): string[] {
  const { i18n } = useTranslation();
  const locale = i18n.language === 'en' ? 'en-US' : 'es-US';
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' });
    return Array.from({ length: 12 }, (_, index) => capitalize(format.format(Date.UTC(2000, index, 15))));
  }, [locale]);
}

interface MonthPickerProps {
  value: SummaryMonth;
  /** The month it is now: the years offered around it, and the "This month" shortcut. */
  today: SummaryMonth;
  onChange: (month: SummaryMonth) => void;
}

/** Previous and next month, a month and a year to jump to, and back to the current month. */
export function MonthPicker({ value, today, onChange }: MonthPickerProps) {
  const { t } = useTranslation('admin-summaries');
  const names = useMonthNames();
  const previous = shiftMonth(value, -1);
  const next = shiftMonth(value, 1);
  const first = Math.min(value.year, today.year - 6);
  const last = Math.max(value.year, today.year + 2);
  const years = Array.from({ length: last - first + 1 }, (_, index) => last - index).filter((year) =>
    inRange({ year, month: 1 }),
  );

  return (
    <Box
      role="group"
      aria-label={t('month.pickerLabel')}
      sx={{ display: 'flex', alignItems: 'center', gap: { xs: 0.5, sm: 1 }, flexWrap: 'wrap' }}
    >
      <IconButton
        aria-label={t('month.previous')}
        onClick={() => onChange(previous)}
        disabled={!inRange(previous)}
        sx={{ border: 1, borderColor: 'divider' }}
      >
        <ChevronLeftIcon />
      </IconButton>
      <TextField
        select
        size="small"
        label={t('month.month')}
        value={value.month}
        onChange={(event) => onChange({ year: value.year, month: Number(event.target.value) })}
        sx={{ width: { xs: 142, sm: 150 } }}
      >
        {names.map((name, index) => (
          <MenuItem key={name} value={index + 1}>
            {name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={t('month.year')}
        value={value.year}
        onChange={(event) => onChange({ year: Number(event.target.value), month: value.month })}
        sx={{ width: { xs: 96, sm: 100 } }}
      >
        {years.map((year) => (
          <MenuItem key={year} value={year}>
            {year}
          </MenuItem>
        ))}
      </TextField>
      <IconButton
        aria-label={t('month.next')}
        onClick={() => onChange(next)}
        disabled={!inRange(next)}
        sx={{ border: 1, borderColor: 'divider' }}
      >
        <ChevronRightIcon />
      </IconButton>
      {monthKey(value) !== monthKey(today) && (
        <Button size="small" color="inherit" onClick={() => onChange(today)} sx={{ ml: { sm: 0.5 } }}>
          {t('month.current')}
        </Button>
      )}
    </Box>
  );
}
