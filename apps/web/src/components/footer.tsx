import AccountCircleOutlined from '@mui/icons-material/AccountCircleOutlined';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../app/paths';

/** Minimal public footer; the contact block, social links and phones come with the contact issue. */
export function Footer() {
  const { t } = useTranslation();
  const brand = t('brand.name');
  return (
    <Box component="footer" sx={{ borderTop: 1, borderColor: 'divider', py: 4 }}>
      <Container
        maxWidth="lg"
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 2,
          flexWrap: 'wrap',
        }}
      >
        <Box>
          <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
            {brand}
          </Typography>
          <Typography variant="body2" color="textSecondary">
            {t('footer.tagline')}
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography variant="caption" color="textSecondary">
            {t('footer.rights', { year: new Date().getFullYear(), brand })}
          </Typography>
          <IconButton
            component={RouterLink}
            to={paths.admin.root}
            size="small"
            aria-label={t('footer.staffArea')}
          >
            <AccountCircleOutlined fontSize="small" />
          </IconButton>
        </Box>
      </Container>
    </Box>
  );
}
