import type { Client } from '@app/shared/clients';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../app/hooks';
import { useDebouncedValue } from '../admin-shell/use-debounced-value';
import { searchClients } from './reservations-slice';

/** What the picker needs of a client (an edit starts from the reservation's copy of it). */
export type ClientOption = Pick<Client, 'id' | 'name' | 'lastname' | 'email' | 'phone'> &
  Partial<Pick<Client, 'language'>>;

const fullName = (client: ClientOption) =>
  [client.name, client.lastname].filter(Boolean).join(' ') || client.email || `#${client.id}`;

interface ClientPickerProps {
  value: ClientOption | null;
  onChange: (client: ClientOption | null) => void;
  error?: boolean;
  helperText?: string;
  inputRef?: (element: HTMLInputElement | null) => void;
}

/** Finds a client by name, e-mail or phone as you type (GET /users?q=). */
export function ClientPicker({ value, onChange, error, helperText, inputRef }: ClientPickerProps) {
  const { t } = useTranslation('admin-reservations');
  const dispatch = useAppDispatch();
  const [input, setInput] = useState('');
  const [open, setOpen] = useState(false);
  const [options, setOptions] = useState<ClientOption[]>([]);
  const [loading, setLoading] = useState(false);
  const q = useDebouncedValue(input, 250);

  useEffect(() => {
    if (!open) return;
    // The text of the chosen client is not a search.
    if (value && q === fullName(value)) return;
    let current = true;
    setLoading(true);
    void dispatch(searchClients(q)).then((result) => {
      if (!current) return;
      setLoading(false);
      if (searchClients.fulfilled.match(result)) setOptions(result.payload);
    });
    return () => {
      current = false;
    };
  }, [q, open, value, dispatch]);

  return (
    <Autocomplete<ClientOption>
      value={value}
      onChange={(_event, next) => onChange(next)}
      inputValue={input}
      onInputChange={(_event, next) => setInput(next)}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={value && !options.some((option) => option.id === value.id) ? [value, ...options] : options}
      // The server filters; the options are what it answered.
      filterOptions={(list) => list}
      getOptionLabel={fullName}
      isOptionEqualToValue={(option, selected) => option.id === selected.id}
      loading={loading}
      loadingText={t('form.client.searching')}
      noOptionsText={q ? t('form.client.noMatch') : t('form.client.typeToSearch')}
      renderOption={({ key, ...props }, option) => (
        <Box component="li" key={key} {...props} sx={{ display: 'block !important' }}>
          <Typography component="span" sx={{ fontWeight: 600, display: 'block' }}>
            {fullName(option)}
          </Typography>
          <Typography component="span" variant="body2" sx={{ color: 'text.secondary', display: 'block' }}>
            {[option.email, option.phone].filter(Boolean).join(' · ') || '—'}
          </Typography>
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('form.client.pick')}
          required
          error={error}
          helperText={helperText || t('form.client.pickHint')}
          inputRef={inputRef}
          slotProps={{
            ...params.slotProps,
            input: {
              ...params.slotProps.input,
              endAdornment: (
                <>
                  {loading ? <CircularProgress color="inherit" size={18} /> : null}
                  {params.slotProps.input.endAdornment}
                </>
              ),
            },
          }}
        />
      )}
    />
  );
}
