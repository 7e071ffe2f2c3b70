import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../app/hooks';
import { useDebouncedValue } from '../admin-shell/use-debounced-value';
import { type ReservationRef, searchReservationOptions } from './payments-slice';

export const refGuest = (ref: Pick<ReservationRef, 'clientName' | 'clientLastname' | 'clientEmail'>) =>
  [ref.clientName, ref.clientLastname].filter(Boolean).join(' ') || ref.clientEmail || '—';

const label = (ref: ReservationRef) => `${ref.code} · ${refGuest(ref)}`;

interface ReservationSearchProps {
  value: ReservationRef | null;
  onChange: (value: ReservationRef | null) => void;
  label: string;
  size?: 'small' | 'medium';
  required?: boolean;
  error?: boolean;
  helperText?: string;
  autoFocus?: boolean;
}

/** Finds a reservation by code, guest name, e-mail or phone (GET /reservations/search). */
export function ReservationSearch({
  value,
  onChange,
  label: fieldLabel,
  size,
  required,
  error,
  helperText,
  autoFocus,
}: ReservationSearchProps) {
  const { t } = useTranslation('admin-reservations');
  const dispatch = useAppDispatch();
  const [input, setInput] = useState('');
  const [open, setOpen] = useState(false);
  const [options, setOptions] = useState<ReservationRef[]>([]);
  const [loading, setLoading] = useState(false);
  const q = useDebouncedValue(input, 250);

  useEffect(() => {
    if (!open || (value && q === label(value))) return;
    let current = true;
    setLoading(true);
    void dispatch(searchReservationOptions(q)).then((result) => {
      if (!current) return;
      setLoading(false);
      if (searchReservationOptions.fulfilled.match(result)) setOptions(result.payload);
    });
    return () => {
      current = false;
    };
  }, [q, open, value, dispatch]);

  return (
    <Autocomplete<ReservationRef>
      value={value}
      onChange={(_event, next) => onChange(next)}
      inputValue={input}
      onInputChange={(_event, next) => setInput(next)}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={value && !options.some((option) => option.id === value.id) ? [value, ...options] : options}
      filterOptions={(list) => list}
      getOptionLabel={label}
      isOptionEqualToValue={(option, selected) => option.id === selected.id}
      loading={loading}
      loadingText={t('paymentsPage.searching')}
      noOptionsText={t('paymentsPage.noReservation')}
      size={size}
      renderOption={({ key, ...props }, option) => (
        <Box component="li" key={key} {...props} sx={{ display: 'block !important' }}>
          <Typography component="span" sx={{ fontWeight: 600, display: 'block' }}>
            {refGuest(option)}
          </Typography>
          <Typography component="span" variant="body2" sx={{ color: 'text.secondary', display: 'block' }}>
            {option.code} · {option.apartmentName}
          </Typography>
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={fieldLabel}
          required={required}
          error={error}
          helperText={helperText}
          autoFocus={autoFocus}
          placeholder={t('paymentsPage.reservationPlaceholder')}
          slotProps={{ ...params.slotProps, inputLabel: { ...params.slotProps.inputLabel, shrink: true } }}
        />
      )}
    />
  );
}
