import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths, serviceTypes } from '../../app/paths';
import type { ServiceType } from './service-model';

/** Pills to move between the four lists; the current one is marked for assistive technology. */
export function TypeSwitcher({ current }: { current: ServiceType }) {
  const { t } = useTranslation('catalog');
  return (
    <Box
      component="nav"
      aria-label={t('nav.services')}
      sx={{ overflowX: 'auto', mx: { xs: -2, sm: 0 }, px: { xs: 2, sm: 0 }, scrollbarWidth: 'none' }}
    >
      <Box
        component="ul"
        sx={{ display: 'flex', gap: 1, m: 0, p: 0, listStyle: 'none', width: 'max-content' }}
      >
        {serviceTypes.map((type) => {
          const selected = type === current;
          return (
            <li key={type}>
              <Box
                component={RouterLink}
                to={paths.services.type(type)}
                aria-current={selected ? 'page' : undefined}
                sx={{
                  display: 'inline-block',
                  px: { xs: 1.5, sm: 2.25 },
                  py: 1,
                  borderRadius: 999,
                  fontSize: { xs: 13, sm: 14 },
                  fontWeight: 600,
                  textDecoration: 'none',
                  border: 1,
                  transition: 'background-color 150ms ease, color 150ms ease, border-color 150ms ease',
                  ...(selected
                    ? { bgcolor: 'primary.main', color: 'primary.contrastText', borderColor: 'primary.main' }
                    : {
                        color: 'text.secondary',
                        borderColor: 'rgba(255,255,255,0.16)',
                        '&:hover': { color: 'text.primary', borderColor: 'rgba(255,255,255,0.4)' },
                      }),
                }}
              >
                {t(`types.${type}.name`)}
              </Box>
            </li>
          );
        })}
      </Box>
    </Box>
  );
}
