import type { Admin } from '@app/shared/auth';
import { serviceTypes } from '@app/shared/catalog';
import { todayIn } from '@app/shared/dates';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import EventAvailableOutlinedIcon from '@mui/icons-material/EventAvailableOutlined';
import LoginOutlinedIcon from '@mui/icons-material/LoginOutlined';
import LogoutOutlinedIcon from '@mui/icons-material/LogoutOutlined';
import MailOutlinedIcon from '@mui/icons-material/MailOutlined';
import PeopleAltOutlinedIcon from '@mui/icons-material/PeopleAltOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../app/paths';
import { EmptyState } from '../admin-shell/empty-state';
import { useFormatters } from '../admin-shell/format';
import { LoadError } from '../admin-shell/load-error';
import { CalendarConflictsCard } from './calendar-conflicts-card';
import { toBlock, useOverviewQuery, useStaysQuery } from './dashboard-api';
import { Card, Stat, typeIcons } from './dashboard-cards';
import { isArrival, staysInHouse, UPCOMING_DAYS, upcomingMovements } from './dashboard-figures';
import { RevenueCard } from './revenue-card';
import { MovementList, RecentLeads } from './upcoming-movements';

const dash = '—';

/** The admin home: what needs attention now, what is coming, how the month is going. */
export function DashboardPage({ admin }: { admin: Admin }) {
  const { t } = useTranslation(['admin-dashboard', 'admin']);
  const format = useFormatters();
  const today = useMemo(() => todayIn(), []);
  const overviewQuery = useOverviewQuery();
  const staysQuery = useStaysQuery(today);
  const overview = toBlock(overviewQuery);
  const stays = toBlock(staysQuery);

  const longDate = new Intl.DateTimeFormat(format.locale, {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${today}T12:00:00Z`));

  const movements = stays.data ? upcomingMovements(stays.data.reservations, stays.data.today) : [];
  const arrivals = movements.filter((movement) => isArrival(movement.kind));
  const departures = movements.filter((movement) => !isArrival(movement.kind));
  const inHouse = stays.data ? staysInHouse(stays.data.reservations, stays.data.today) : 0;
  const staysKnown = stays.status === 'succeeded' && stays.available;

  const overviewValue = (value: number | undefined) =>
    overview.status === 'succeeded' && value !== undefined ? (
      format.number(value)
    ) : overview.status === 'failed' ? (
      dash
    ) : (
      <Skeleton width={48} />
    );
  const staysValue = (value: number) =>
    staysKnown ? (
      format.number(value)
    ) : stays.status === 'loading' || stays.status === 'idle' ? (
      <Skeleton width={48} />
    ) : (
      dash
    );

  return (
    <>
      <Box component="header" sx={{ mb: { xs: 3, md: 4 } }}>
        <Typography variant="overline" component="p" sx={{ color: 'text.secondary' }}>
          {longDate}
        </Typography>
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.6rem', md: '2rem' } }}>
          {t('welcome', { name: admin.name || admin.email })}
        </Typography>
      </Box>

      {overview.status === 'failed' && (
        <Box sx={{ mb: 2 }}>
          <LoadError error={overview.error} onRetry={() => void overviewQuery.refetch()} />
        </Box>
      )}

      <CalendarConflictsCard />

      <Box
        component="section"
        aria-label={t('attention')}
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', lg: 'repeat(4, 1fr)' }, mb: 2 }}
      >
        <Stat
          label={t('stats.unreadMessages')}
          value={overviewValue(overview.data?.unreadMessages)}
          hint={t('stats.unreadMessagesHint')}
          icon={<MailOutlinedIcon />}
          to={`${paths.admin.inboxMessages}?show=unread`}
          emphasis={(overview.data?.unreadMessages ?? 0) > 0}
        />
        <Stat
          label={t('stats.newLeads')}
          value={overviewValue(overview.data?.unreadBookings)}
          hint={t('stats.newLeadsHint')}
          icon={<EventAvailableOutlinedIcon />}
          to={`${paths.admin.inboxBookings}?show=unread`}
          emphasis={(overview.data?.unreadBookings ?? 0) > 0}
        />
        <Stat
          label={t('stats.arrivals')}
          value={staysValue(arrivals.length)}
          hint={staysKnown ? t('stats.nextDays', { count: UPCOMING_DAYS }) : t('stats.withReservations')}
          icon={<LoginOutlinedIcon />}
        />
        <Stat
          label={t('stats.inHouse')}
          value={staysValue(inHouse)}
          hint={
            staysKnown ? t('stats.departuresHint', { count: departures.length }) : t('stats.withReservations')
          }
          icon={<LogoutOutlinedIcon />}
        />
      </Box>

      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 2fr) minmax(0, 1fr)' },
          mb: 2,
        }}
      >
        <RevenueCard today={today} />

        <Card
          title={t('catalogue.title')}
          action={
            <Button
              component={RouterLink}
              to={paths.admin.services}
              size="small"
              endIcon={<ArrowForwardIcon />}
            >
              {t('catalogue.manage')}
            </Button>
          }
        >
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.5 }}>
            {serviceTypes.map((type) => (
              <li key={type}>
                <Link
                  component={RouterLink}
                  to={type === 'apartments' ? paths.admin.apartments : paths.admin.servicesOfType(type)}
                  underline="none"
                  sx={{
                    display: 'flex',
                    alignItems: 'center',
                    gap: 1.5,
                    px: 1.5,
                    py: 1.25,
                    borderRadius: 1,
                    color: 'text.primary',
                    '&:hover': { bgcolor: 'rgba(255,255,255,0.05)' },
                  }}
                >
                  <Box aria-hidden sx={{ display: 'grid', color: 'text.secondary' }}>
                    {typeIcons[type]}
                  </Box>
                  <Box component="span" sx={{ flex: 1 }}>
                    {t(`catalogue.types.${type}`)}
                  </Box>
                  <Box component="span" sx={{ fontWeight: 700, fontSize: 18 }}>
                    {overviewValue(overview.data?.catalogue[type])}
                  </Box>
                </Link>
              </li>
            ))}
            <li>
              <Link
                component={RouterLink}
                to={paths.admin.users}
                underline="none"
                sx={{
                  display: 'flex',
                  alignItems: 'center',
                  gap: 1.5,
                  px: 1.5,
                  py: 1.25,
                  mt: 1,
                  borderTop: 1,
                  borderColor: 'divider',
                  borderRadius: 1,
                  color: 'text.primary',
                  '&:hover': { bgcolor: 'rgba(255,255,255,0.05)' },
                }}
              >
                <Box aria-hidden sx={{ display: 'grid', color: 'text.secondary' }}>
                  <PeopleAltOutlinedIcon />
                </Box>
                <Box component="span" sx={{ flex: 1 }}>
                  {t('catalogue.clients')}
                </Box>
                <Box component="span" sx={{ fontWeight: 700, fontSize: 18 }}>
                  {overviewValue(overview.data?.clients)}
                </Box>
              </Link>
            </li>
          </Box>
        </Card>
      </Box>

      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 3fr) minmax(0, 2fr)' },
        }}
      >
        <Card title={t('upcoming.title', { count: UPCOMING_DAYS })}>
          {stays.status === 'failed' && (
            <LoadError error={stays.error} onRetry={() => void staysQuery.refetch()} />
          )}
          {(stays.status === 'loading' || stays.status === 'idle') && (
            <Box sx={{ display: 'grid', gap: 1 }}>
              {[0, 1, 2].map((row) => (
                <Skeleton key={row} variant="rounded" height={52} />
              ))}
            </Box>
          )}
          {stays.status === 'succeeded' && !stays.available && (
            <EmptyState
              dense
              icon={<EventAvailableOutlinedIcon />}
              title={t('upcoming.unavailable')}
              message={t('upcoming.unavailableHint')}
            />
          )}
          {staysKnown && movements.length === 0 && (
            <EmptyState
              dense
              icon={<EventAvailableOutlinedIcon />}
              title={t('upcoming.none', { count: UPCOMING_DAYS })}
              message={t('upcoming.noneHint')}
            />
          )}
          {staysKnown && movements.length > 0 && <MovementList movements={movements} today={today} />}
        </Card>

        <Card
          title={t('leads.title')}
          action={
            <Button
              component={RouterLink}
              to={paths.admin.inboxBookings}
              size="small"
              endIcon={<ArrowForwardIcon />}
            >
              {t('leads.all')}
            </Button>
          }
        >
          {overview.status === 'succeeded' && overview.data && overview.data.recentLeads.length === 0 && (
            <EmptyState
              dense
              icon={<MailOutlinedIcon />}
              title={t('leads.none')}
              message={t('leads.noneHint')}
            />
          )}
          {overview.status !== 'succeeded' && overview.status !== 'failed' && (
            <Box sx={{ display: 'grid', gap: 1 }}>
              {[0, 1].map((row) => (
                <Skeleton key={row} variant="rounded" height={52} />
              ))}
            </Box>
          )}
          {overview.data && overview.data.recentLeads.length > 0 && (
            <RecentLeads leads={overview.data.recentLeads} />
          )}
        </Card>
      </Box>
    </>
  );
}
