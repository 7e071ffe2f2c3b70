import type { Admin } from '@app/shared/auth';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** The admin home: a greeting for now; the back-office sections come with their issues. */
export function DashboardPage({ admin }: { admin: Admin }) {
  const { t } = useTranslation('admin');
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, borderRadius: 4 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('dashboard.welcome', { name: admin.name })}
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 1 }}>
        {t('dashboard.intro')}
      </Typography>
      <Typography variant="body2" color="textSecondary">
        {t('dashboard.signedInAs', { email: admin.email })}
      </Typography>
    </Paper>
  );
}
