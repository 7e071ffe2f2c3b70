import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useEffectEvent, useState } from 'react';
import { useDebouncedValue } from './use-debounced-value';

export interface SearchPickerProps<T extends { id: number }> {
  value: T | null;
  onChange: (value: T | null) => void;
  /** Asks the server for the options matching the text ('' for the first ones); a rejection keeps the last. */
  search: (query: string) => Promise<T[]>;
  /** The text of a chosen option in the field. */
  optionLabel: (option: T) => string;
  /** The two lines of an option in the list: bold, then muted. */
  optionTitle: (option: T) => string;
  optionDetail: (option: T) => string;
  label: string;
  loadingText: string;
  noOptionsText: string;
  /** Said instead of `noOptionsText` while nothing has been typed. */
  typeToSearchText?: string;
  /** Shown in the empty field; the label stays above it so that it can be read. */
  placeholder?: string;
  /** A spinner at the end of the field while the server answers, besides `loadingText` in the list. */
  spinner?: boolean;
  size?: 'small' | 'medium';
  required?: boolean;
  error?: boolean;
  helperText?: string;
  autoFocus?: boolean;
  inputRef?: (element: HTMLInputElement | null) => void;
}

/** Picks one record that the server finds as you type (a pause of 250 ms, then one request). */
export function SearchPicker<T extends { id: number }>({
  value,
  onChange,
  search,
  optionLabel,
  optionTitle,
  optionDetail,
  label,
  loadingText,
  noOptionsText,
  typeToSearchText,
  placeholder,
  spinner,
  size,
  required,
  error,
  helperText,
  autoFocus,
  inputRef,
}: SearchPickerProps<T>) {
  const [input, setInput] = useState('');
  const [open, setOpen] = useState(false);
  const [options, setOptions] = useState<T[]>([]);
  const [loading, setLoading] = useState(false);
  const q = useDebouncedValue(input, 250);
  // Callers may pass new functions on every render: only the text, the opening and the choice ask again.
  const ask = useEffectEvent(search);
  const chosenText = value ? optionLabel(value) : null;

  useEffect(() => {
    if (!open) return;
    // The text of the chosen option is not a search.
    if (value && q === chosenText) return;
    let current = true;
    setLoading(true);
    ask(q).then(
      (found) => {
        if (!current) return;
        setLoading(false);
        setOptions(found);
      },
      () => {
        if (current) setLoading(false);
      },
    );
    return () => {
      current = false;
    };
  }, [q, open, value, chosenText]);

  return (
    <Autocomplete<T>
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
      getOptionLabel={optionLabel}
      isOptionEqualToValue={(option, selected) => option.id === selected.id}
      loading={loading}
      loadingText={loadingText}
      noOptionsText={typeToSearchText && !q ? typeToSearchText : noOptionsText}
      size={size}
      renderOption={({ key, ...props }, option) => (
        <Box component="li" key={key} {...props} sx={{ display: 'block !important' }}>
          <Typography component="span" sx={{ fontWeight: 600, display: 'block' }}>
            {optionTitle(option)}
          </Typography>
          <Typography component="span" variant="body2" sx={{ color: 'text.secondary', display: 'block' }}>
            {optionDetail(option)}
          </Typography>
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          required={required}
          error={error}
          helperText={helperText}
          autoFocus={autoFocus}
          placeholder={placeholder}
          inputRef={inputRef}
          slotProps={{
            ...params.slotProps,
            inputLabel: { ...params.slotProps.inputLabel, ...(placeholder ? { shrink: true } : {}) },
            input: {
              ...params.slotProps.input,
              endAdornment: (
                <>
                  {spinner && loading ? <CircularProgress color="inherit" size={18} /> : null}
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
