import type { StaffRole } from '@app/shared/auth';
import ApartmentOutlinedIcon from '@mui/icons-material/ApartmentOutlined';
import AssessmentOutlinedIcon from '@mui/icons-material/AssessmentOutlined';
import CategoryOutlinedIcon from '@mui/icons-material/CategoryOutlined';
import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import EventNoteOutlinedIcon from '@mui/icons-material/EventNoteOutlined';
import InboxOutlinedIcon from '@mui/icons-material/InboxOutlined';
import ManageAccountsOutlinedIcon from '@mui/icons-material/ManageAccountsOutlined';
import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined';
import PeopleAltOutlinedIcon from '@mui/icons-material/PeopleAltOutlined';
import RateReviewOutlinedIcon from '@mui/icons-material/RateReviewOutlined';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import SpaceDashboardOutlinedIcon from '@mui/icons-material/SpaceDashboardOutlined';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../app/paths';
import { visuallyHidden } from './visually-hidden';

export type NavId =
  | 'dashboard'
  | 'reservations'
  | 'payments'
  | 'summaries'
  | 'services'
  | 'apartments'
  | 'users'
  | 'reviews'
  | 'listingReviews'
  | 'inbox'
  | 'emails'
  | 'staff'
  | 'settings';

interface NavItem {
  id: NavId;
  to: string;
  icon: ReactNode;
  /** Whether a pathname belongs to this section. */
  matches: (pathname: string) => boolean;
  /** The roles that see it (the server's permission table); every role when absent. */
  roles?: readonly StaffRole[];
}

const money: readonly StaffRole[] = ['owner', 'manager', 'accountant'];

const under = (root: string) => (pathname: string) => pathname === root || pathname.startsWith(`${root}/`);

const navItems: readonly NavItem[] = [
  {
    id: 'dashboard',
    to: paths.admin.dashboard,
    icon: <SpaceDashboardOutlinedIcon />,
    matches: (pathname) => pathname === paths.admin.root || under(paths.admin.dashboard)(pathname),
  },
  {
    id: 'reservations',
    to: paths.admin.reservations,
    icon: <EventNoteOutlinedIcon />,
    matches: under(paths.admin.reservations),
  },
  {
    id: 'payments',
    to: paths.admin.payments,
    icon: <PaymentsOutlinedIcon />,
    matches: under(paths.admin.payments),
    roles: money,
  },
  {
    id: 'summaries',
    to: paths.admin.summaries,
    icon: <AssessmentOutlinedIcon />,
    matches: under(paths.admin.summaries),
    roles: money,
  },
  {
    id: 'services',
    to: paths.admin.services,
    icon: <CategoryOutlinedIcon />,
    matches: under(paths.admin.services),
  },
  {
    id: 'apartments',
    to: paths.admin.apartments,
    icon: <ApartmentOutlinedIcon />,
    matches: under(paths.admin.apartments),
  },
  { id: 'users', to: paths.admin.users, icon: <PeopleAltOutlinedIcon />, matches: under(paths.admin.users) },
  {
    id: 'reviews',
    to: paths.admin.reviews,
    icon: <RateReviewOutlinedIcon />,
    matches: under(paths.admin.reviews),
  },
  {
    id: 'listingReviews',
    to: paths.admin.listingReviews,
    icon: <StorefrontOutlinedIcon />,
    matches: under(paths.admin.listingReviews),
  },
  { id: 'inbox', to: paths.admin.inbox, icon: <InboxOutlinedIcon />, matches: under(paths.admin.inbox) },
  { id: 'emails', to: paths.admin.emails, icon: <EmailOutlinedIcon />, matches: under(paths.admin.emails) },
  {
    id: 'settings',
    to: paths.admin.settings,
    icon: <SettingsOutlinedIcon />,
    matches: under(paths.admin.settings),
    roles: ['owner', 'manager'],
  },
  {
    id: 'staff',
    to: paths.admin.staff,
    icon: <ManageAccountsOutlinedIcon />,
    matches: under(paths.admin.staff),
    roles: ['owner'],
  },
];

/** Whether a role sees a section (menus a role cannot use are not shown). */
export const roleSees = (id: NavId, role: StaffRole | undefined) => {
  const roles = navItems.find((item) => item.id === id)?.roles;
  return !roles || (role !== undefined && roles.includes(role));
};

/** The section a pathname is in (for the top bar's title), if any. */
export function activeNavId(pathname: string): NavId | undefined {
  return navItems.find((item) => item.matches(pathname))?.id;
}

interface AdminNavProps {
  pathname: string;
  /** Counts shown beside a section (unread messages of the inbox). */
  badges?: Partial<Record<NavId, number>>;
  /** Called after a choice: the phone's drawer closes. */
  onNavigate?: () => void;
  /** The signed-in admin's role: sections it may not use are left out. */
  role?: StaffRole | undefined;
}

/** The back-office's sections; the current one is marked for sight and for screen readers. */
export function AdminNav({ pathname, badges = {}, onNavigate, role }: AdminNavProps) {
  const { t } = useTranslation('admin');
  return (
    <List component="ul" sx={{ px: 1.5, py: 1, display: 'grid', gap: 0.5 }}>
      {navItems
        .filter((item) => roleSees(item.id, role))
        .map((item) => {
          const active = item.matches(pathname);
          const badge = badges[item.id] ?? 0;
          const label = t(`nav.${item.id}`);
          return (
            <li key={item.id}>
              <ListItemButton
                component={RouterLink}
                to={item.to}
                selected={active}
                aria-current={active ? 'page' : undefined}
                onClick={onNavigate}
                sx={{
                  borderRadius: 1,
                  minHeight: 44,
                  color: active ? 'text.primary' : 'text.secondary',
                  '&.Mui-selected': { bgcolor: 'rgba(255,255,255,0.08)' },
                  '&.Mui-selected:hover': { bgcolor: 'rgba(255,255,255,0.12)' },
                }}
              >
                <ListItemIcon sx={{ minWidth: 38, color: 'inherit' }}>{item.icon}</ListItemIcon>
                <ListItemText
                  primary={label}
                  slotProps={{ primary: { sx: { fontWeight: active ? 600 : 500, fontSize: 15 } } }}
                />
                {badge > 0 && (
                  <>
                    <Box
                      component="span"
                      aria-hidden
                      sx={{
                        minWidth: 22,
                        height: 22,
                        px: 0.75,
                        borderRadius: 11,
                        bgcolor: 'error.main',
                        color: 'error.contrastText',
                        fontSize: 12,
                        fontWeight: 700,
                        display: 'inline-grid',
                        placeItems: 'center',
                      }}
                    >
                      {badge > 99 ? '99+' : badge}
                    </Box>
                    <Box component="span" sx={visuallyHidden}>
                      {t('nav.unread', { count: badge })}
                    </Box>
                  </>
                )}
              </ListItemButton>
            </li>
          );
        })}
    </List>
  );
}
