import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../app/paths';

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
      <Button component={RouterLink} to={homeHref} variant="contained" size="large">
        {t('notFound.backHome')}
      </Button>
    </Container>
  );
}
