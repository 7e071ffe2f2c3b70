import { isServiceType, type Service, type ServiceType, serviceTypes } from '@app/shared/catalog';
import AddIcon from '@mui/icons-material/Add';
import Inventory2OutlinedIcon from '@mui/icons-material/Inventory2Outlined';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { useAppDispatch } from '../../app/hooks';
import { paths } from '../../app/paths';
import { failureText, loadStatus } from '../admin-shell/admin-api';
import { AdminErrorPage } from '../admin-shell/admin-error-page';
import { ConfirmDialog } from '../admin-shell/confirm-dialog';
import { EmptyState } from '../admin-shell/empty-state';
import { ListSkeleton } from '../admin-shell/list-skeleton';
import { LoadError } from '../admin-shell/load-error';
import { notifySuccess } from '../admin-shell/notifications-slice';
import { PageHeader } from '../admin-shell/page-header';
import { SearchField } from '../admin-shell/search-field';
import { ListPagination } from '../admin-shell/table-pagination';
import { ArchivedServices } from './archived-services';
import {
  filterAndSort,
  hasField,
  isServiceSort,
  type ServiceSort,
  serviceSorts,
  serviceTitle,
} from './service-display';
import { ServiceRow } from './service-row';
import { servicesApi, useDeleteServiceMutation, useServicesQuery } from './services-api';

const PAGE_SIZE = 25;

interface ServicesListProps {
  type: ServiceType;
  /** 'apartments' is the apartments screen of SPEC.md: the same list, on its own, with its own links. */
  screen: 'services' | 'apartments';
}

function positiveInt(value: string | null, fallback: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

/** A type's tab: its name, and how many it has once its list is loaded (never loads it). */
function TypeTabLabel({ type }: { type: ServiceType }) {
  const { t } = useTranslation('admin-services');
  const { data } = servicesApi.endpoints.services.useQueryState(type);
  return data ? `${t(`types.${type}.many`)} · ${data.length}` : t(`types.${type}.many`);
}

function ServicesList({ type, screen }: ServicesListProps) {
  const { t } = useTranslation(['admin-services', 'admin']);
  const dispatch = useAppDispatch();
  const list = useServicesQuery(type);
  const [deleteService] = useDeleteServiceMutation();
  const items = useMemo(() => list.data ?? [], [list.data]);
  const status = list.isFetching ? 'loading' : loadStatus(list);
  const [searchParams, setSearchParams] = useSearchParams();
  const q = searchParams.get('q') ?? '';
  const sortParam = searchParams.get('sort');
  const sort: ServiceSort = isServiceSort(sortParam) ? sortParam : 'name';
  const size = positiveInt(searchParams.get('size'), PAGE_SIZE);
  const [toDelete, setToDelete] = useState<Service | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);

  const newPath = screen === 'apartments' ? paths.admin.apartmentNew : paths.admin.serviceNew(type);
  const editPath = (id: number) =>
    screen === 'apartments' ? paths.admin.apartmentEdit(id) : paths.admin.serviceEdit(type, id);

  const setQuery = (changes: Record<string, string | number | null>) => {
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null || value === '') next.delete(key);
          else next.set(key, String(value));
        }
        return next;
      },
      { replace: true },
    );
  };

  const shown = useMemo(() => filterAndSort(items, q, sort), [items, q, sort]);
  const pageCount = Math.max(1, Math.ceil(shown.length / size));
  const page = Math.min(positiveInt(searchParams.get('page'), 1), pageCount) - 1;
  const rows = shown.slice(page * size, page * size + size);

  const confirmDelete = async () => {
    if (!toDelete) return;
    const result = await deleteService({ type, id: toDelete.id });
    if (result.error) throw result.error;
    // A service with reservations is archived instead: the server says so, and so does the message.
    const outcome = result.data?.archived ? 'archived' : 'deleted';
    dispatch(notifySuccess(`admin-services:messages.${outcome}`, { name: serviceTitle(toDelete) }));
  };

  const showsRooms = hasField(type, 'rooms');
  const sortBy = (key: 'name' | 'price') =>
    setQuery({ sort: sort === key ? `-${key}` : key === 'name' ? null : key, page: null });

  return (
    <>
      <PageHeader
        title={screen === 'apartments' ? t('apartments.title') : t('list.title')}
        subtitle={
          status === 'succeeded'
            ? t(`types.${type}.count`, { count: items.length })
            : screen === 'apartments'
              ? t('apartments.subtitle')
              : t('list.subtitle')
        }
        actions={
          <Button component={RouterLink} to={newPath} variant="contained" startIcon={<AddIcon />}>
            {t(`types.${type}.new`)}
          </Button>
        }
      />

      {screen === 'services' && (
        <Tabs
          value={type}
          aria-label={t('list.typesLabel')}
          variant="scrollable"
          allowScrollButtonsMobile
          sx={{ mb: 2.5, borderBottom: 1, borderColor: 'divider' }}
        >
          {serviceTypes.map((each) => (
            <Tab
              key={each}
              value={each}
              component={RouterLink}
              to={paths.admin.servicesOfType(each)}
              label={<TypeTabLabel type={each} />}
              sx={{ minHeight: 48, textTransform: 'none', fontWeight: 600 }}
            />
          ))}
        </Tabs>
      )}

      <Box sx={{ display: 'flex', gap: 1.5, mb: 2, flexDirection: { xs: 'column', sm: 'row' } }}>
        <SearchField
          label={t(`types.${type}.search`)}
          placeholder={t(`list.searchPlaceholder.${type}`)}
          value={q}
          onChange={(value) => setQuery({ q: value, page: null })}
        />
        <TextField
          select
          size="small"
          label={t('list.sort')}
          value={sort}
          onChange={(event) =>
            setQuery({ sort: event.target.value === 'name' ? null : event.target.value, page: null })
          }
          sx={{ minWidth: 200 }}
        >
          {serviceSorts.map((option) => (
            <MenuItem key={option} value={option}>
              {t(`list.sorts.${option}`)}
            </MenuItem>
          ))}
        </TextField>
      </Box>

      {status === 'failed' && (
        <LoadError error={failureText(list.error)} onRetry={() => void list.refetch()} />
      )}
      {(status === 'loading' || status === 'idle') && items.length === 0 && (
        <ListSkeleton rows={5} height={64} />
      )}

      {status === 'succeeded' && items.length === 0 && (
        <EmptyState
          icon={<Inventory2OutlinedIcon />}
          title={t(`types.${type}.empty`)}
          message={t('list.emptyHint')}
          action={
            <Button component={RouterLink} to={newPath} variant="contained" startIcon={<AddIcon />}>
              {t(`types.${type}.new`)}
            </Button>
          }
        />
      )}
      {items.length > 0 && shown.length === 0 && (
        <EmptyState
          icon={<SearchOffIcon />}
          title={t('list.noResults', { q })}
          message={t('list.noResultsHint')}
          action={
            <Button variant="outlined" color="inherit" onClick={() => setQuery({ q: null, page: null })}>
              {t('admin:actions.clearSearch')}
            </Button>
          }
        />
      )}

      {rows.length > 0 && (
        <Paper variant="outlined" sx={{ borderRadius: 1.5, overflow: 'hidden' }}>
          <TableContainer>
            <Table aria-label={t(`types.${type}.many`)}>
              <TableHead>
                <TableRow>
                  <TableCell sx={{ width: 88, display: { xs: 'none', sm: 'table-cell' } }}>
                    {t('columns.photo')}
                  </TableCell>
                  <TableCell
                    sortDirection={sort.endsWith('name') ? (sort === 'name' ? 'asc' : 'desc') : false}
                  >
                    <TableSortLabel
                      active={sort.endsWith('name')}
                      direction={sort === '-name' ? 'desc' : 'asc'}
                      onClick={() => sortBy('name')}
                    >
                      {t('columns.name')}
                    </TableSortLabel>
                  </TableCell>
                  <TableCell
                    align="right"
                    sortDirection={sort.endsWith('price') ? (sort === 'price' ? 'asc' : 'desc') : false}
                    sx={{ display: { xs: 'none', sm: 'table-cell' } }}
                  >
                    <TableSortLabel
                      active={sort.endsWith('price')}
                      direction={sort === '-price' ? 'desc' : 'asc'}
                      onClick={() => sortBy('price')}
                    >
                      {t('columns.price')}
                    </TableSortLabel>
                  </TableCell>
                  <TableCell align="right" sx={{ display: { xs: 'none', md: 'table-cell' } }}>
                    {t(type === 'cars' ? 'columns.passengers' : 'columns.capacity')}
                  </TableCell>
                  {showsRooms && (
                    <TableCell align="right" sx={{ display: { xs: 'none', lg: 'table-cell' } }}>
                      {t('columns.roomsBaths')}
                    </TableCell>
                  )}
                  <TableCell align="right">{t('admin:list.actions')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((service) => (
                  <ServiceRow
                    key={service.id}
                    type={type}
                    service={service}
                    editPath={editPath(service.id)}
                    onDelete={() => {
                      setToDelete(service);
                      setConfirmOpen(true);
                    }}
                  />
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          {shown.length > Math.min(size, 10) && (
            <ListPagination
              count={shown.length}
              page={page}
              rowsPerPage={size}
              onPageChange={(next) => setQuery({ page: next === 0 ? null : next + 1 })}
              onRowsPerPageChange={(next) => setQuery({ size: next === PAGE_SIZE ? null : next, page: null })}
            />
          )}
        </Paper>
      )}

      <ArchivedServices type={type} />

      <ConfirmDialog
        open={confirmOpen}
        title={t(`types.${type}.deleteTitle`)}
        confirmLabel={t(`types.${type}.deleteConfirm`)}
        onConfirm={confirmDelete}
        onClose={() => setConfirmOpen(false)}
      >
        {toDelete && t('delete.message', { name: serviceTitle(toDelete) })}
      </ConfirmDialog>
    </>
  );
}

/** /admin/services and /admin/services/:type: every service type, one tab each. */
export function ServicesPage() {
  const params = useParams();
  const type = params.type ?? 'cars';
  if (!isServiceType(type)) return <AdminErrorPage code={404} />;
  return <ServicesList key={type} type={type} screen="services" />;
}

/** /admin/apartments (SPEC.md section 2): the apartments, with their fields. */
export function ApartmentsPage() {
  return <ServicesList type="apartments" screen="apartments" />;
}
