import type { ServiceType } from '@app/shared/catalog';
import Inventory2OutlinedIcon from '@mui/icons-material/Inventory2Outlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../app/hooks';
import { BusyButton } from '../admin-shell/busy-button';
import { notifySuccess } from '../admin-shell/notifications-slice';
import { serviceSubtitle, serviceTitle } from './service-display';
import { ServiceStateChip } from './service-row';
import { useArchivedServicesQuery, useRestoreServiceMutation } from './services-api';

/**
 * The services of a type kept for their reservations after a delete, apart from the others: hidden from
 * the website; each can be restored (hidden, until the admin publishes it). Nothing shows while none is.
 */
export function ArchivedServices({ type }: { type: ServiceType }) {
  const { t } = useTranslation('admin-services');
  const dispatch = useAppDispatch();
  const { data = [] } = useArchivedServicesQuery(type);
  const [restore] = useRestoreServiceMutation();
  const [open, setOpen] = useState(false);
  const [restoring, setRestoring] = useState<number | null>(null);
  if (data.length === 0) return null;

  const restoreOne = async (id: number, name: string) => {
    setRestoring(id);
    const result = await restore({ type, id });
    setRestoring(null);
    if (!result.error) dispatch(notifySuccess('admin-services:messages.restored', { name }));
  };

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="archived-services-title"
      sx={{ mt: 3, p: { xs: 2, sm: 2.5 }, borderRadius: 1.5 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        <Inventory2OutlinedIcon aria-hidden sx={{ color: 'text.secondary' }} />
        <Typography
          id="archived-services-title"
          variant="h6"
          component="h2"
          sx={{ fontSize: 16, mr: 'auto' }}
        >
          {t('archived.title', { count: data.length })}
        </Typography>
        <Button color="inherit" aria-expanded={open} onClick={() => setOpen(!open)}>
          {t(open ? 'archived.hide' : 'archived.show')}
        </Button>
      </Box>
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
        {t('archived.hint')}
      </Typography>
      {open && (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1.5 }}>
          {data.map((service) => {
            const name = serviceTitle(service);
            return (
              <Box
                component="li"
                key={service.id}
                sx={{
                  display: 'flex',
                  alignItems: 'center',
                  gap: 1,
                  py: 1,
                  borderTop: 1,
                  borderColor: 'divider',
                }}
              >
                <Box sx={{ mr: 'auto', minWidth: 0 }}>
                  <Typography component="span" sx={{ fontWeight: 600 }}>
                    {name}
                  </Typography>
                  <ServiceStateChip service={service} />
                  {serviceSubtitle(service) && (
                    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                      {serviceSubtitle(service)}
                    </Typography>
                  )}
                </Box>
                <BusyButton
                  variant="outlined"
                  busy={restoring === service.id}
                  aria-label={t('archived.restoreLabel', { name })}
                  onClick={() => void restoreOne(service.id, name)}
                >
                  {t('archived.restore')}
                </BusyButton>
              </Box>
            );
          })}
        </Box>
      )}
    </Paper>
  );
}
