import type { Service, ServiceType } from '@app/shared/catalog';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../app/paths';
import { useFormatters } from '../admin-shell/format';
import {
  type AnyService,
  hasField,
  priceUnit,
  servicePeople,
  serviceSubtitle,
  serviceTitle,
} from './service-display';

/** Published, hidden or archived: what the website shows of the service, in a word. */
export function ServiceStateChip({ service }: { service: Service }) {
  const { t } = useTranslation('admin-services');
  const state = service.archived ? 'archived' : service.published === false ? 'hidden' : 'published';
  return (
    <Chip
      size="small"
      label={t(`state.${state}`)}
      color={state === 'published' ? 'success' : 'default'}
      variant={state === 'published' ? 'outlined' : 'filled'}
      sx={{ ml: 1, height: 22, fontSize: 12, verticalAlign: 'text-bottom' }}
    />
  );
}

interface ServiceRowProps {
  type: ServiceType;
  service: Service;
  editPath: string;
  onDelete: () => void;
}

/** One service in the admin's list: photo, name and state, price, people, rooms, actions. */
export function ServiceRow({ type, service, editPath, onDelete }: ServiceRowProps) {
  const { t } = useTranslation(['admin-services', 'admin']);
  const format = useFormatters();
  const title = serviceTitle(service);
  const s = service as AnyService;
  const cover = service.images[0];
  const showsRooms = hasField(type, 'rooms');
  const unit = t(`units.${priceUnit(type)}`);
  return (
    <TableRow hover>
      <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' }, py: 1 }}>
        <Box
          sx={{
            width: 72,
            height: 54,
            borderRadius: 1.5,
            overflow: 'hidden',
            bgcolor: 'rgba(255,255,255,0.06)',
            display: 'grid',
            placeItems: 'center',
            position: 'relative',
          }}
        >
          {cover ? (
            <Box
              component="img"
              src={cover}
              alt=""
              loading="lazy"
              sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
            />
          ) : (
            <ImageOutlinedIcon aria-hidden sx={{ color: 'text.disabled' }} />
          )}
          {service.images.length > 1 && (
            <Box
              component="span"
              aria-label={t('list.photoCount', { count: service.images.length })}
              sx={{
                position: 'absolute',
                right: 3,
                bottom: 3,
                px: 0.5,
                borderRadius: 0.75,
                fontSize: 10,
                fontWeight: 700,
                bgcolor: 'rgba(0,0,0,0.72)',
                color: '#fff',
              }}
            >
              {service.images.length}
            </Box>
          )}
        </Box>
      </TableCell>
      <TableCell sx={{ minWidth: 0 }}>
        <Link component={RouterLink} to={editPath} sx={{ color: 'text.primary', fontWeight: 600 }}>
          {title}
        </Link>
        <ServiceStateChip service={service} />
        {serviceSubtitle(service) && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {serviceSubtitle(service)}
          </Typography>
        )}
        {/* On a phone the price column gives its room to the actions. */}
        <Typography variant="body2" sx={{ color: 'text.secondary', display: { sm: 'none' } }}>
          {format.money(service.price)} / {unit}
        </Typography>
      </TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap', display: { xs: 'none', sm: 'table-cell' } }}>
        <Box component="span" sx={{ fontWeight: 600 }}>
          {format.money(service.price)}
        </Box>
        <Box component="span" sx={{ color: 'text.secondary', fontSize: 13 }}>
          {' '}
          / {unit}
        </Box>
      </TableCell>
      <TableCell align="right" sx={{ display: { xs: 'none', md: 'table-cell' } }}>
        {servicePeople(service)}
      </TableCell>
      {showsRooms && (
        <TableCell align="right" sx={{ display: { xs: 'none', lg: 'table-cell' }, color: 'text.secondary' }}>
          {t('list.roomsBaths', { rooms: s.rooms ?? 0, baths: s.bathrooms ?? 0 })}
        </TableCell>
      )}
      <TableCell align="right" sx={{ whiteSpace: 'nowrap', py: 0.5 }}>
        {/* A hidden service has no public page to open. */}
        {service.published !== false && (
          <Tooltip title={t('list.viewOnSite')}>
            <IconButton
              component="a"
              href={paths.services.detail(type, service.id)}
              target="_blank"
              rel="noopener"
              aria-label={t('list.viewOnSiteLabel', { name: title })}
              sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
            >
              <OpenInNewIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        )}
        <Tooltip title={t('admin:actions.edit')}>
          <IconButton component={RouterLink} to={editPath} aria-label={t('list.editLabel', { name: title })}>
            <EditOutlinedIcon fontSize="small" />
          </IconButton>
        </Tooltip>
        <Tooltip title={t('admin:actions.delete')}>
          <IconButton aria-label={t('list.deleteLabel', { name: title })} onClick={onDelete}>
            <DeleteOutlinedIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </TableCell>
    </TableRow>
  );
}
