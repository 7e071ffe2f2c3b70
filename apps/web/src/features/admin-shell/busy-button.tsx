import Button, { type ButtonProps } from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';

/** A button whose action is running: it waits (disabled) and shows a spinner in place of its icon. */
export function BusyButton({ busy, disabled, startIcon, ...props }: ButtonProps & { busy: boolean }) {
  return (
    <Button
      {...props}
      disabled={busy || disabled}
      startIcon={busy ? <CircularProgress size={16} color="inherit" /> : startIcon}
    />
  );
}
