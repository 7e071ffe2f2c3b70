import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { useAdminErrorText } from './admin-error-text';

/** A list or card that could not load: the reason, and a way to try again without reloading. */
export function LoadError({ error, onRetry }: { error: string | null; onRetry: () => void }) {
  const { t } = useTranslation('admin');
  const errorText = useAdminErrorText();
  return (
    <Alert
      severity="error"
      variant="outlined"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('actions.retry')}
        </Button>
      }
      sx={{ alignItems: 'center' }}
    >
      {errorText(error ?? 'An error occurred')}
    </Alert>
  );
}
