import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { paths } from '../app/paths';
import { PillButton } from './pill-button';

interface NotFoundProps {
  /** Where "back" goes: the public home, or the admin home inside /admin. */
  homeHref?: string;
}

/** The 404 page; the server answers status 404 when this route matches (entry-server.tsx). */
export function NotFound({ homeHref = paths.home }: NotFoundProps) {
  const { t } = useTranslation();
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 14, md: 20 }, textAlign: 'center' }}>
      <Typography
        component="p"
        aria-hidden
        sx={{ fontSize: { xs: 72, md: 104 }, fontWeight: 800, lineHeight: 1, color: 'text.disabled', mb: 2 }}
      >
        {t('notFound.code')}
      </Typography>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('notFound.title')}
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 4 }}>
        {t('notFound.message')}
      </Typography>
      <PillButton to={homeHref}>{t('notFound.backHome')}</PillButton>
    </Container>
  );
}
