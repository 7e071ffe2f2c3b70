import type { ServiceType } from '@app/shared/catalog';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { unitWord } from '../../lib/booking-unit';
import { useReservationFormat } from '../admin-shell/reservation-format';
import { unitLabel } from './apartment-picker';
import { type BookableService, pickerTypes } from './bookable-services';

interface ServicePickerProps {
  services: BookableService[];
  loading: boolean;
  type: ServiceType;
  value: number | null;
  onChange: (type: ServiceType, service: BookableService | null) => void;
  /** The type of a saved reservation stays as it is (edit): only the service of that type changes. */
  typeLocked?: boolean;
  error?: boolean;
  helperText?: string;
  inputRef?: (element: HTMLInputElement | null) => void;
}

/**
 * What is booked: the type (apartment, villa, car, yacht), then one service of that type with its
 * price in its own unit (per night, day or hour).
 */
export function ServicePicker({
  services,
  loading,
  type,
  value,
  onChange,
  typeLocked = false,
  error,
  helperText,
  inputRef,
}: ServicePickerProps) {
  const { t } = useTranslation('admin-reservations');
  const format = useReservationFormat();
  const ofType = services.filter((service) => service.type === type);
  const known = value !== null && ofType.some((service) => service.id === value);

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '200px minmax(0, 1fr)' } }}>
      <TextField
        select
        name="serviceType"
        label={t('form.fields.serviceType')}
        value={type}
        onChange={(event) => onChange(event.target.value as ServiceType, null)}
        disabled={typeLocked}
        helperText=" "
        fullWidth
      >
        {pickerTypes.map((each) => (
          <MenuItem key={each} value={each}>
            {t(`units.${each}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label={t(`form.fields.service.${type}`)}
        value={value === null ? '' : String(value)}
        onChange={(event) => {
          const id = Number(event.target.value);
          onChange(type, ofType.find((service) => service.id === id) ?? null);
        }}
        required
        error={error}
        helperText={helperText}
        fullWidth
        inputRef={inputRef}
        slotProps={{
          select: {
            renderValue: (selected) => {
              const service = ofType.find((candidate) => candidate.id === Number(selected));
              return service ? unitLabel(service) : loading ? t('units.loading') : `#${String(selected)}`;
            },
            MenuProps: { slotProps: { paper: { sx: { maxHeight: 420 } } } },
          },
        }}
      >
        {ofType.length === 0 && (
          <MenuItem value="" disabled>
            {loading ? t('units.loading') : t('units.none')}
          </MenuItem>
        )}
        {ofType.map((service) => (
          <MenuItem
            key={service.id}
            value={String(service.id)}
            sx={{ display: 'flex', gap: 2, justifyContent: 'space-between' }}
          >
            <span>{unitLabel(service)}</span>
            {service.price > 0 && (
              <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
                {t(`units.per.${unitWord(service.unit)}`, { price: format.shortMoney(service.price) })}
              </Typography>
            )}
          </MenuItem>
        ))}
        {/* A service the list does not have (yet): keep the value instead of an out-of-range warning. */}
        {value !== null && !known && (
          <MenuItem value={String(value)} sx={{ display: 'none' }}>
            {loading ? t('units.loading') : `#${value}`}
          </MenuItem>
        )}
      </TextField>
    </Box>
  );
}
