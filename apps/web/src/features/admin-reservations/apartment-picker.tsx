import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useReservationFormat } from '../admin-shell/reservation-format';
import type { StayUnit } from './reservation-payloads';

/** 'Icon Brickell · 4507' */
export function unitLabel(unit: Pick<StayUnit, 'name' | 'unitNumber'>): string {
  return [unit.name, unit.unitNumber].filter(Boolean).join(' · ');
}

interface ApartmentPickerProps {
  units: StayUnit[];
  value: number | null;
  onChange: (unit: StayUnit | null) => void;
  loading?: boolean;
  required?: boolean;
  error?: boolean;
  helperText?: string;
  label?: string;
  /** An "all" choice first (filters). */
  allLabel?: string;
  size?: 'small' | 'medium';
  inputRef?: (element: HTMLInputElement | null) => void;
}

/** The apartments and villas, grouped, each with its nightly price. */
export function ApartmentPicker({
  units,
  value,
  onChange,
  loading,
  required,
  error,
  helperText,
  label,
  allLabel,
  size,
  inputRef,
}: ApartmentPickerProps) {
  const { t } = useTranslation('admin-reservations');
  const format = useReservationFormat();
  const known = value !== null && units.some((unit) => unit.id === value);
  const items: ReactNode[] = [];
  if (allLabel)
    items.push(
      <MenuItem key="all" value="">
        {allLabel}
      </MenuItem>,
    );
  for (const type of ['apartments', 'villas'] as const) {
    const group = units.filter((unit) => unit.type === type);
    if (group.length === 0) continue;
    items.push(<ListSubheader key={`${type}-header`}>{t(`units.${type}`)}</ListSubheader>);
    for (const unit of group) {
      items.push(
        <MenuItem
          key={unit.id}
          value={String(unit.id)}
          sx={{ display: 'flex', gap: 2, justifyContent: 'space-between' }}
        >
          <span>{unitLabel(unit)}</span>
          {unit.price > 0 && (
            <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
              {t('units.perNight', { price: format.shortMoney(unit.price) })}
            </Typography>
          )}
        </MenuItem>,
      );
    }
  }
  // A unit the list does not have (yet): keep the value instead of an out-of-range warning.
  if (value !== null && !known) {
    items.push(
      <MenuItem key="current" value={String(value)} sx={{ display: 'none' }}>
        {loading ? t('units.loading') : `#${value}`}
      </MenuItem>,
    );
  }
  return (
    <TextField
      select
      label={label ?? t('form.fields.apartmentId')}
      value={value === null ? '' : String(value)}
      onChange={(event) => {
        const id = Number(event.target.value);
        onChange(units.find((unit) => unit.id === id) ?? null);
      }}
      required={required}
      error={error}
      helperText={helperText}
      size={size}
      fullWidth
      inputRef={inputRef}
      slotProps={{
        select: {
          renderValue: (selected) => {
            if (selected === '' || selected === undefined) return allLabel ?? '';
            const unit = units.find((candidate) => candidate.id === Number(selected));
            return unit ? unitLabel(unit) : loading ? t('units.loading') : `#${String(selected)}`;
          },
          displayEmpty: Boolean(allLabel),
          MenuProps: { slotProps: { paper: { sx: { maxHeight: 420 } } } },
        },
        inputLabel: allLabel ? { shrink: true } : undefined,
      }}
    >
      {items}
    </TextField>
  );
}
