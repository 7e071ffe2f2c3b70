import type { Client } from '@app/shared/clients';
import { formatPhone } from '@app/shared/phones';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import PeopleAltOutlinedIcon from '@mui/icons-material/PeopleAltOutlined';
import PersonAddAlt1OutlinedIcon from '@mui/icons-material/PersonAddAlt1Outlined';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useAppDispatch } from '../../app/hooks';
import { paths } from '../../app/paths';
import { failureText, loadStatus } from '../admin-shell/admin-api';
import { AdminList } from '../admin-shell/admin-list';
import { ConfirmDialog } from '../admin-shell/confirm-dialog';
import { EmptyState } from '../admin-shell/empty-state';
import { ExportButton } from '../admin-shell/export-button';
import { notifySuccess } from '../admin-shell/notifications-slice';
import { PageHeader } from '../admin-shell/page-header';
import { SearchField } from '../admin-shell/search-field';
import { useDebouncedValue } from '../admin-shell/use-debounced-value';
import { positiveInt, useUrlFilters } from '../admin-shell/use-list-query';
import {
  CLIENTS_PAGE_SIZE,
  clientDisplayName,
  useClientsQuery,
  useDeleteClientMutation,
} from './clients-api';

const muted = { color: 'text.secondary' } as const;
const locationOf = (client: Client) => [client.city, client.country].filter(Boolean).join(', ');

/** /admin/users: the clients, searched and paged by the server; the search and page live in the URL. */
export function ClientsListPage() {
  const { t } = useTranslation(['admin-clients', 'admin']);
  const dispatch = useAppDispatch();
  const { searchParams, setQuery } = useUrlFilters();
  const [search, setSearch] = useState(searchParams.get('q') ?? '');
  const q = useDebouncedValue(search.trim(), 300);
  const page = positiveInt(searchParams.get('page'), 1) - 1;
  const size = positiveInt(searchParams.get('size'), CLIENTS_PAGE_SIZE);
  const [toDelete, setToDelete] = useState<Client | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);

  // A new search starts at the first page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the debounced search changes
  useEffect(() => {
    if ((searchParams.get('q') ?? '') !== q) setQuery({ q, page: null });
  }, [q]);

  const urlQ = searchParams.get('q') ?? '';
  const list = useClientsQuery({ q: urlQ, offset: page * size, limit: size });
  const [deleteClient] = useDeleteClientMutation();
  const { items = [], total = 0 } = list.data ?? {};
  const status = list.isFetching ? 'loading' : loadStatus(list);
  const error = failureText(list.error);
  const load = () => void list.refetch();

  // Deleting the last client of a page moves back one page.
  useEffect(() => {
    if (status === 'succeeded' && items.length === 0 && page > 0 && total > 0) setQuery({ page });
  });

  const confirmDelete = async () => {
    if (!toDelete) return;
    const result = await deleteClient(toDelete.id);
    if (result.error) throw failureText(result.error);
    dispatch(notifySuccess('admin-clients:messages.deleted', { name: clientDisplayName(toDelete) }));
  };

  const loading = status === 'loading' || status === 'idle';
  const nameLink = (client: Client) => (
    <Link
      component={RouterLink}
      to={paths.admin.userEdit(client.id)}
      sx={{ color: 'text.primary', fontWeight: 600 }}
    >
      {clientDisplayName(client)}
    </Link>
  );

  return (
    <>
      <PageHeader
        title={t('list.title')}
        subtitle={
          status === 'succeeded' || total > 0 ? t('list.count', { count: total }) : t('list.subtitle')
        }
        actions={
          <>
            <ExportButton kind="clients" filters={{ q: urlQ }} />
            <Button
              component={RouterLink}
              to={paths.admin.userCreate}
              variant="contained"
              startIcon={<PersonAddAlt1OutlinedIcon />}
            >
              {t('list.create')}
            </Button>
          </>
        }
      />
      <Box sx={{ mb: 2 }}>
        <SearchField
          label={t('list.search')}
          placeholder={t('list.searchPlaceholder')}
          value={search}
          onChange={setSearch}
        />
      </Box>

      <AdminList
        label={t('list.title')}
        items={items}
        loading={loading}
        error={status === 'failed' ? error : null}
        onRetry={load}
        empty={
          total === 0 &&
          (urlQ ? (
            <EmptyState
              icon={<SearchOffIcon />}
              title={t('list.noResults', { q: urlQ })}
              message={t('list.noResultsHint')}
              action={
                <Button variant="outlined" color="inherit" onClick={() => setSearch('')}>
                  {t('admin:actions.clearSearch')}
                </Button>
              }
            />
          ) : (
            <EmptyState
              icon={<PeopleAltOutlinedIcon />}
              title={t('list.empty')}
              message={t('list.emptyHint')}
              action={
                <Button component={RouterLink} to={paths.admin.userCreate} variant="contained">
                  {t('list.create')}
                </Button>
              }
            />
          ))
        }
        columns={[
          { key: 'name', header: t('columns.name'), cell: nameLink },
          { key: 'email', header: t('columns.email'), cell: (client) => client.email || '—', sx: muted },
          {
            key: 'phone',
            header: t('columns.phone'),
            cell: (client) => (client.phone ? formatPhone(client.phone) : '—'),
            sx: { ...muted, whiteSpace: 'nowrap' },
          },
          {
            key: 'location',
            header: t('columns.location'),
            cell: (client) => locationOf(client) || '—',
            sx: muted,
          },
        ]}
        card={(client) => (
          <>
            {nameLink(client)}
            <Typography variant="body2" noWrap sx={{ color: 'text.secondary' }}>
              {client.email || (client.phone && formatPhone(client.phone)) || locationOf(client)}
            </Typography>
          </>
        )}
        actions={(client) => {
          const name = clientDisplayName(client);
          return (
            <>
              <Tooltip title={t('admin:actions.edit')}>
                <IconButton
                  component={RouterLink}
                  to={paths.admin.userEdit(client.id)}
                  aria-label={t('list.editLabel', { name })}
                >
                  <EditOutlinedIcon fontSize="small" />
                </IconButton>
              </Tooltip>
              <Tooltip title={t('admin:actions.delete')}>
                <IconButton
                  aria-label={t('list.deleteLabel', { name })}
                  onClick={() => {
                    setToDelete(client);
                    setConfirmOpen(true);
                  }}
                >
                  <DeleteOutlinedIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            </>
          );
        }}
        paging={{
          total,
          page,
          size,
          onPageChange: (next) => setQuery({ page: next + 1 }),
          onSizeChange: (next) => setQuery({ size: next === CLIENTS_PAGE_SIZE ? null : next, page: null }),
        }}
      />

      <ConfirmDialog
        open={confirmOpen}
        title={t('delete.title')}
        confirmLabel={t('delete.confirm')}
        onConfirm={confirmDelete}
        onClose={() => setConfirmOpen(false)}
      >
        {toDelete && t('delete.message', { name: clientDisplayName(toDelete) })}
      </ConfirmDialog>
    </>
  );
}
