import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { paths } from '../../app/paths';
import { PillButton } from '../../components/pill-button';

/** When GET /api/site failed: say so, and offer the way home. */
export function ContentUnavailable() {
  const { t } = useTranslation('about');
  return (
    <Container maxWidth="sm" sx={{ pt: { xs: 18, md: 24 }, pb: 12, textAlign: 'center' }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('unavailable.title')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 4 }}>{t('unavailable.message')}</Typography>
      <PillButton to={paths.home} size="medium">
        {t('unavailable.home')}
      </PillButton>
    </Container>
  );
}
