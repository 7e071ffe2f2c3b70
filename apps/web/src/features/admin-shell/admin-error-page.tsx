import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../app/paths';

export type ErrorPageCode = 403 | 404 | 500;

interface AdminErrorPageProps {
  code: ErrorPageCode;
  /** For a 500: try the failed step again instead of reloading the whole back-office. */
  onRetry?: () => void;
}

/** A page that could not be shown, inside the admin frame: not allowed, not found, or broken. */
export function AdminErrorPage({ code, onRetry }: AdminErrorPageProps) {
  const { t } = useTranslation('admin');
  return (
    <Box sx={{ py: { xs: 8, md: 12 }, textAlign: 'center', maxWidth: 520, mx: 'auto' }}>
      <Typography
        component="p"
        aria-hidden
        sx={{ fontSize: { xs: 64, md: 88 }, fontWeight: 800, lineHeight: 1, color: 'text.disabled', mb: 2 }}
      >
        {code}
      </Typography>
      <Typography variant="h4" component="h1" gutterBottom>
        {t(`errorPage.${code}.title`)}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 4 }}>{t(`errorPage.${code}.message`)}</Typography>
      <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'center', flexWrap: 'wrap' }}>
        {code === 500 && (
          <Button variant="contained" onClick={onRetry ?? (() => window.location.reload())}>
            {t('errorPage.retry')}
          </Button>
        )}
        <Button
          component={RouterLink}
          to={paths.admin.root}
          variant={code === 500 ? 'outlined' : 'contained'}
          color={code === 500 ? 'inherit' : 'primary'}
        >
          {t('errorPage.backToDashboard')}
        </Button>
      </Box>
    </Box>
  );
}
