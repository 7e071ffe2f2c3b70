import { todayIn } from '@app/shared/dates';
import {
  type PaymentStatus,
  paymentStatuses,
  type ReservationListItem,
  type ReservationSort,
  type ReservationStatus,
  reservationSorts,
  reservationStatuses,
} from '@app/shared/reservations';
import AddIcon from '@mui/icons-material/Add';
import CalendarMonthOutlinedIcon from '@mui/icons-material/CalendarMonthOutlined';
import EventNoteOutlinedIcon from '@mui/icons-material/EventNoteOutlined';
import FilterListIcon from '@mui/icons-material/FilterList';
import RefreshIcon from '@mui/icons-material/Refresh';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import ViewListOutlinedIcon from '@mui/icons-material/ViewListOutlined';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../app/paths';
import { DatesProvider } from '../../components/dates-provider';
import { CalendarDatePicker } from '../admin-shell/calendar-date-picker';
import { EmptyState } from '../admin-shell/empty-state';
import { ExportButton } from '../admin-shell/export-button';
import { ListSkeleton } from '../admin-shell/list-skeleton';
import { LoadError } from '../admin-shell/load-error';
import { PageHeader } from '../admin-shell/page-header';
import { PaymentStatusChip, StatusChip } from '../admin-shell/reservation-chips';
import { useReservationFormat } from '../admin-shell/reservation-format';
import { SearchField } from '../admin-shell/search-field';
import { ListPagination } from '../admin-shell/table-pagination';
import { useDebouncedValue } from '../admin-shell/use-debounced-value';
import { ApartmentPicker } from './apartment-picker';
import { isMonth, monthOf, OccupancyCalendar } from './occupancy-calendar';
import { useReservationsList, useStayUnits } from './reservation-hooks';
import {
  guestName,
  listParams,
  RESERVATIONS_PAGE_SIZE,
  type ReservationsQuery,
} from './reservation-payloads';
import { DueAmount, ReservationsTable } from './reservations-table';

/** The list refreshes itself when the tab comes back after this long. */
const STALE_MS = 60_000;

const positiveInt = (value: string | null, fallback: number) => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : fallback;
};
const listOf = <T extends string>(text: string | null, allowed: readonly T[]): T[] =>
  (text ?? '').split(',').filter((part): part is T => (allowed as readonly string[]).includes(part));
const isoDate = (text: string | null) => (text && /^\d{4}-\d{2}-\d{2}$/.test(text) ? text : '');

/** "Owing" in the payment filter: nothing or part paid. */
const OWING = 'owing';

/** The list's filters and search without its paging and order: what the CSV export takes. */
function exportFilters(query: ReservationsQuery) {
  const { limit: _limit, offset: _offset, sort: _sort, ...filters } = listParams(query);
  return filters;
}

/** /admin/reservations: the list (filters, search, paging) and the occupancy calendar. */
export function ReservationsListPage() {
  const { t } = useTranslation(['admin-reservations', 'admin']);
  const navigate = useNavigate();
  const format = useReservationFormat();
  const phone = useMediaQuery((theme) => theme.breakpoints.down('md'));
  const units = useStayUnits();
  const [searchParams, setSearchParams] = useSearchParams();
  const [search, setSearch] = useState(searchParams.get('q') ?? '');
  const [filtersOpen, setFiltersOpen] = useState(false);
  const q = useDebouncedValue(search.trim(), 300);

  const view = searchParams.get('view') === 'calendar' ? 'calendar' : 'list';
  const month = isMonth(searchParams.get('month'))
    ? (searchParams.get('month') as string)
    : monthOf(todayIn());
  const statusFilter = listOf(searchParams.get('status'), reservationStatuses);
  const payParam = searchParams.get('pay');
  const paymentFilter: PaymentStatus[] =
    payParam === OWING ? ['pending', 'partial'] : listOf(payParam, paymentStatuses);
  const apartmentId = positiveInt(searchParams.get('apt'), 0) || null;
  const from = isoDate(searchParams.get('from'));
  const to = isoDate(searchParams.get('to'));
  const sortParam = searchParams.get('sort') as ReservationSort | null;
  const sort: ReservationSort = sortParam && reservationSorts.includes(sortParam) ? sortParam : 'upcoming';
  const page = positiveInt(searchParams.get('page'), 1) - 1;
  const size = positiveInt(searchParams.get('size'), RESERVATIONS_PAGE_SIZE);
  const urlQ = searchParams.get('q') ?? '';

  const setQuery = (changes: Record<string, string | number | null>) => {
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null || value === '' || (key === 'page' && value === 1)) next.delete(key);
          else next.set(key, String(value));
        }
        return next;
      },
      { replace: true },
    );
  };
  /** A filter change starts at the first page. */
  const setFilter = (changes: Record<string, string | number | null>) => setQuery({ ...changes, page: null });

  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the debounced search changes
  useEffect(() => {
    if (urlQ !== q) setFilter({ q });
  }, [q]);

  const query: ReservationsQuery = {
    q: urlQ,
    status: statusFilter,
    paymentStatus: paymentFilter,
    apartmentId,
    from,
    to,
    sort,
    offset: page * size,
    limit: size,
  };
  const queryKey = JSON.stringify(query);
  const { list, total, status, error, lastSynced, syncStatus, reload } = useReservationsList(
    view === 'list' ? query : skipToken,
  );

  // Back on the tab after a while: what others recorded meanwhile shows up.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the latest query and sync time are read when it fires
  useEffect(() => {
    const refresh = () => {
      if (document.visibilityState !== 'visible' || view !== 'list') return;
      if (!lastSynced || Date.now() - Date.parse(lastSynced) > STALE_MS) reload();
    };
    document.addEventListener('visibilitychange', refresh);
    return () => document.removeEventListener('visibilitychange', refresh);
  }, [queryKey, view, lastSynced]);

  const toggleStatus = (value: ReservationStatus) => {
    const next = statusFilter.includes(value)
      ? statusFilter.filter((s) => s !== value)
      : [...statusFilter, value];
    setFilter({ status: next.join(',') || null });
  };

  const activeFilters = [payParam, apartmentId, from, to].filter(Boolean).length;
  const anyFilter = activeFilters > 0 || statusFilter.length > 0 || urlQ !== '';
  const clearFilters = () => {
    setSearch('');
    setFilter({ q: null, status: null, pay: null, apt: null, from: null, to: null });
  };

  const loading = status === 'loading' || status === 'idle';
  const showEmpty = status === 'succeeded' && list.length === 0;
  const open = (reservation: ReservationListItem) =>
    void navigate(paths.admin.reservationDetail(reservation.id));

  const synced = lastSynced ? format.dateTime(lastSynced).slice(-5) : null;

  const filterFields = (
    <Box
      sx={{
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: {
          xs: '1fr 1fr',
          md: 'repeat(3, minmax(0, 1fr))',
          lg: '1fr 1.4fr 0.9fr 0.9fr 1.3fr',
        },
        alignItems: 'start',
      }}
    >
      <TextField
        select
        size="small"
        label={t('filters.paymentStatus')}
        value={payParam && (payParam === OWING || paymentFilter.length) ? payParam : ''}
        onChange={(event) => setFilter({ pay: event.target.value || null })}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">{t('filters.all')}</MenuItem>
        <MenuItem value={OWING}>{t('filters.owing')}</MenuItem>
        {paymentStatuses.map((value) => (
          <MenuItem key={value} value={value}>
            {t(`paymentStatus.${value}`)}
          </MenuItem>
        ))}
      </TextField>
      <ApartmentPicker
        size="small"
        units={units.items}
        loading={units.status !== 'succeeded'}
        value={apartmentId}
        onChange={(unit) => setFilter({ apt: unit?.id ?? null })}
        label={t('filters.apartment')}
        allLabel={t('filters.allUnits')}
      />
      <CalendarDatePicker
        size="small"
        label={t('filters.from')}
        value={from}
        onChange={(date) => setFilter({ from: date || null })}
      />
      <CalendarDatePicker
        size="small"
        label={t('filters.to')}
        value={to}
        minDate={from || undefined}
        onChange={(date) => setFilter({ to: date || null })}
      />
      <TextField
        select
        size="small"
        label={t('filters.sort')}
        value={sort}
        onChange={(event) =>
          setQuery({ sort: event.target.value === 'upcoming' ? null : event.target.value })
        }
      >
        {reservationSorts.map((value) => (
          <MenuItem key={value} value={value}>
            {t(`sorts.${value}`)}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );

  return (
    <DatesProvider>
      <PageHeader
        title={t('list.title')}
        subtitle={
          <Box
            component="span"
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, flexWrap: 'wrap' }}
          >
            {view === 'list' && (status === 'succeeded' || total > 0)
              ? t('list.count', { count: total })
              : t('list.subtitle')}
            {view === 'list' && synced && (
              <>
                <Box component="span" aria-hidden>
                  ·
                </Box>
                <span>
                  {syncStatus === 'syncing' ? t('list.syncing') : t('list.synced', { time: synced })}
                </span>
                <Tooltip title={t('list.refresh')}>
                  <IconButton size="small" aria-label={t('list.refresh')} onClick={reload} sx={{ ml: -0.25 }}>
                    <RefreshIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
              </>
            )}
          </Box>
        }
        actions={
          <>
            <ExportButton kind="reservations" filters={exportFilters(query)} />
            <Button
              component={RouterLink}
              to={paths.admin.reservationNew()}
              variant="contained"
              startIcon={<AddIcon />}
            >
              {t('list.create')}
            </Button>
          </>
        }
      />

      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', mb: 2, flexWrap: 'wrap' }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={view}
          onChange={(_event, next: string | null) =>
            next && setQuery({ view: next === 'list' ? null : next })
          }
          aria-label={t('list.view')}
        >
          <ToggleButton value="list" sx={{ px: { xs: 1.25, sm: 1.75 }, gap: 0.75 }}>
            <ViewListOutlinedIcon fontSize="small" />
            {t('list.views.list')}
          </ToggleButton>
          <ToggleButton value="calendar" sx={{ px: { xs: 1.25, sm: 1.75 }, gap: 0.75 }}>
            <CalendarMonthOutlinedIcon fontSize="small" />
            {t('list.views.calendar')}
          </ToggleButton>
        </ToggleButtonGroup>
        {view === 'list' && (
          <Box sx={{ flex: 1, minWidth: { xs: '100%', sm: 260 }, order: { xs: 3, sm: 0 } }}>
            <SearchField
              label={t('list.search')}
              placeholder={t('list.searchPlaceholder')}
              value={search}
              onChange={setSearch}
            />
          </Box>
        )}
        {view === 'list' && phone && (
          <Badge badgeContent={activeFilters} color="primary" sx={{ ml: 'auto' }}>
            <Button
              size="small"
              variant="outlined"
              color="inherit"
              startIcon={<FilterListIcon />}
              onClick={() => setFiltersOpen((value) => !value)}
              aria-expanded={filtersOpen}
              aria-controls="reservation-filters"
            >
              {t('filters.title')}
            </Button>
          </Badge>
        )}
        {view === 'calendar' && (
          <Box sx={{ ml: { sm: 'auto' }, width: { xs: '100%', sm: 280 } }}>
            <ApartmentPicker
              size="small"
              units={units.items}
              loading={units.status !== 'succeeded'}
              value={apartmentId}
              onChange={(unit) => setQuery({ apt: unit?.id ?? null })}
              label={t('filters.apartment')}
              allLabel={t('filters.allUnits')}
            />
          </Box>
        )}
      </Box>

      {view === 'calendar' ? (
        <OccupancyCalendar
          month={month}
          apartmentId={apartmentId}
          onMonthChange={(next) => setQuery({ month: next })}
        />
      ) : (
        <>
          <Box
            role="group"
            aria-label={t('filters.status')}
            sx={{
              display: 'flex',
              gap: 1,
              mb: 2,
              overflowX: 'auto',
              pb: 0.5,
              mx: { xs: -2, sm: 0 },
              px: { xs: 2, sm: 0 },
            }}
          >
            <Chip
              label={t('filters.allStatuses')}
              onClick={() => setFilter({ status: null })}
              color={statusFilter.length === 0 ? 'primary' : 'default'}
              variant={statusFilter.length === 0 ? 'filled' : 'outlined'}
              aria-pressed={statusFilter.length === 0}
            />
            {reservationStatuses.map((value) => {
              const active = statusFilter.includes(value);
              return (
                <Chip
                  key={value}
                  label={t(`status.${value}`)}
                  onClick={() => toggleStatus(value)}
                  color={active ? 'primary' : 'default'}
                  variant={active ? 'filled' : 'outlined'}
                  aria-pressed={active}
                />
              );
            })}
          </Box>

          <Collapse in={!phone || filtersOpen} id="reservation-filters">
            <Box sx={{ mb: 2 }}>
              {filterFields}
              {anyFilter && (
                <Button size="small" color="inherit" onClick={clearFilters} sx={{ mt: 1 }}>
                  {t('filters.clear')}
                </Button>
              )}
            </Box>
          </Collapse>

          {status === 'failed' && <LoadError error={error} onRetry={reload} />}

          {showEmpty &&
            (anyFilter ? (
              <EmptyState
                icon={<SearchOffIcon />}
                title={urlQ ? t('list.noResults', { q: urlQ }) : t('list.noMatches')}
                message={t('list.noResultsHint')}
                action={
                  <Button variant="outlined" color="inherit" onClick={clearFilters}>
                    {t('filters.clear')}
                  </Button>
                }
              />
            ) : (
              <EmptyState
                icon={<EventNoteOutlinedIcon />}
                title={t('list.empty')}
                message={t('list.emptyHint')}
                action={
                  <Button component={RouterLink} to={paths.admin.reservationNew()} variant="contained">
                    {t('list.create')}
                  </Button>
                }
              />
            ))}

          {loading && list.length === 0 && <ListSkeleton rows={6} height={phone ? 112 : 60} />}

          {list.length > 0 && (
            <Paper
              variant="outlined"
              sx={{
                borderRadius: 2,
                overflow: 'hidden',
                opacity: loading ? 0.6 : 1,
                transition: 'opacity 0.2s',
              }}
            >
              {phone ? (
                <Box
                  component="ul"
                  aria-label={t('list.title')}
                  aria-busy={loading}
                  sx={{ listStyle: 'none', m: 0, p: 0 }}
                >
                  {list.map((reservation) => (
                    <Box component="li" key={reservation.id} sx={{ borderBottom: 1, borderColor: 'divider' }}>
                      <Box
                        component={RouterLink}
                        to={paths.admin.reservationDetail(reservation.id)}
                        sx={{
                          display: 'grid',
                          gap: 0.75,
                          p: 2,
                          color: 'inherit',
                          textDecoration: 'none',
                          '&:hover, &:focus-visible': { bgcolor: 'action.hover' },
                        }}
                      >
                        <Box
                          sx={{
                            display: 'flex',
                            justifyContent: 'space-between',
                            gap: 1,
                            alignItems: 'center',
                          }}
                        >
                          <Typography sx={{ fontWeight: 700, minWidth: 0 }} noWrap>
                            {guestName(reservation)}
                          </Typography>
                          <Box sx={{ flexShrink: 0 }}>
                            <DueAmount reservation={reservation} />
                          </Box>
                        </Box>
                        <Typography variant="body2" sx={{ color: 'text.secondary' }} noWrap>
                          <Box component="span" sx={{ fontFamily: 'monospace' }}>
                            {reservation.code}
                          </Box>{' '}
                          · {reservation.apartmentName}
                        </Typography>
                        <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                          {format.date(reservation.checkInDate)} → {format.date(reservation.checkOutDate)} ·{' '}
                          {t('list.nights', { count: reservation.nights })}
                        </Typography>
                        <Box sx={{ display: 'flex', gap: 0.75, alignItems: 'center', flexWrap: 'wrap' }}>
                          <StatusChip status={reservation.status} />
                          <PaymentStatusChip status={reservation.paymentStatus} />
                          <Typography
                            variant="body2"
                            sx={{ color: 'text.secondary', fontVariantNumeric: 'tabular-nums', ml: 'auto' }}
                          >
                            {t('list.totalShort', { amount: format.money(reservation.totalAmount) })}
                          </Typography>
                        </Box>
                      </Box>
                    </Box>
                  ))}
                </Box>
              ) : (
                <ReservationsTable list={list} loading={loading} onOpen={open} />
              )}
              <ListPagination
                count={total}
                page={Math.min(page, Math.max(0, Math.ceil(total / size) - 1))}
                rowsPerPage={size}
                onPageChange={(next) => setQuery({ page: next + 1 })}
                onRowsPerPageChange={(next) =>
                  setQuery({ size: next === RESERVATIONS_PAGE_SIZE ? null : next, page: null })
                }
              />
            </Paper>
          )}
        </>
      )}
    </DatesProvider>
  );
}
