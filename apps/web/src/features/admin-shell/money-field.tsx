import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';

type MoneyFieldProps = Omit<TextFieldProps, 'slotProps' | 'select' | 'type'> & {
  /** What stands before the amount: '−$' says a refund. */
  symbol?: string;
};

/** An amount of dollars typed as text (the decimal keypad on phones, no autofill); the caller checks it. */
export function MoneyField({ symbol = '$', ...props }: MoneyFieldProps) {
  return (
    <TextField
      {...props}
      slotProps={{
        htmlInput: { inputMode: 'decimal', autoComplete: 'off' },
        input: { startAdornment: <InputAdornment position="start">{symbol}</InputAdornment> },
      }}
    />
  );
}
