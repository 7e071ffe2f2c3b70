import LogoutIcon from '@mui/icons-material/Logout';
import MenuIcon from '@mui/icons-material/Menu';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import AppBar from '@mui/material/AppBar';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { LanguageMenu } from '../../components/language-menu';
import { DemoBanner } from '../../features/admin-demo-content/demo-banner';
import { useUnreadCountsQuery } from '../../features/admin-inbox/inbox-api';
import { AdminNav, activeNavId } from '../../features/admin-shell/admin-nav';
import { NotificationsHost } from '../../features/admin-shell/notifications-host';
import { logout, selectAdmin } from '../../features/auth/auth-slice';
import { useAppDispatch, useAppSelector } from '../hooks';
import { paths } from '../paths';

const DRAWER_WIDTH = 264;
const MAIN_ID = 'admin-main';
// The inbox count in the navigation is refreshed this often while the back-office is open.
const UNREAD_REFRESH_MS = 2 * 60 * 1000;

function initials(name: string): string {
  const letters = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '');
  return letters.join('') || '?';
}

/**
 * The back-office frame (client-only, lazy-loaded): side navigation (permanent from the md breakpoint,
 * a drawer on a phone), a top bar with the section, the signed-in admin and logout, the snackbar.
 */
export function AdminLayout() {
  const { t } = useTranslation('admin');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const admin = useAppSelector(selectAdmin);
  const { data: unread, refetch: refetchUnread } = useUnreadCountsQuery(undefined, {
    pollingInterval: UNREAD_REFRESH_MS,
    skipPollingIfUnfocused: true,
  });
  const [drawerOpen, setDrawerOpen] = useState(false);

  // Coming back to the tab asks at once rather than at the next poll.
  useEffect(() => {
    const refresh = () => {
      if (document.visibilityState === 'visible') void refetchUnread();
    };
    document.addEventListener('visibilitychange', refresh);
    return () => document.removeEventListener('visibilitychange', refresh);
  }, [refetchUnread]);

  const handleLogout = () => {
    dispatch(logout());
    void navigate(paths.admin.login, { replace: true });
  };

  const section = activeNavId(pathname);
  const inboxUnread = (unread?.messages ?? 0) + (unread?.bookings ?? 0);

  const drawer = (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <Box
        component={RouterLink}
        to={paths.admin.root}
        onClick={() => setDrawerOpen(false)}
        sx={{ px: 3, py: 2.5, color: 'inherit', textDecoration: 'none', display: 'block' }}
      >
        <Typography component="p" sx={{ fontWeight: 700, letterSpacing: '-0.01em', fontSize: 18 }}>
          {t('layout.brand')}
        </Typography>
        <Typography component="p" variant="overline" sx={{ color: 'text.secondary', lineHeight: 1.6 }}>
          {t('layout.title')}
        </Typography>
      </Box>
      <Divider />
      <Box component="nav" aria-label={t('nav.label')} sx={{ flex: 1, overflowY: 'auto' }}>
        <AdminNav
          pathname={pathname}
          badges={{ inbox: inboxUnread }}
          role={admin?.role}
          onNavigate={() => setDrawerOpen(false)}
        />
      </Box>
      <Divider />
      <Box sx={{ px: 3, py: 2 }}>
        <Link
          href={paths.home}
          target="_blank"
          rel="noopener"
          sx={{
            display: 'inline-flex',
            alignItems: 'center',
            gap: 0.75,
            color: 'text.secondary',
            fontSize: 14,
          }}
        >
          {t('layout.viewSite')}
          <OpenInNewIcon sx={{ fontSize: 16 }} aria-hidden />
        </Link>
      </Box>
    </Box>
  );

  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default', display: 'flex' }}>
      <Box
        component="a"
        href={`#${MAIN_ID}`}
        sx={{
          position: 'absolute',
          left: 16,
          top: -48,
          zIndex: (theme) => theme.zIndex.drawer + 2,
          px: 2,
          py: 1,
          borderRadius: 1,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          '&:focus': { top: 12 },
        }}
      >
        {t('layout.skipToContent')}
      </Box>

      <Drawer
        variant="temporary"
        open={drawerOpen}
        onClose={() => setDrawerOpen(false)}
        sx={{ display: { xs: 'block', md: 'none' } }}
        slotProps={{ paper: { sx: { width: DRAWER_WIDTH, backgroundImage: 'none' } } }}
      >
        {drawer}
      </Drawer>
      <Drawer
        variant="permanent"
        open
        sx={{ display: { xs: 'none', md: 'block' }, width: DRAWER_WIDTH, flexShrink: 0 }}
        slotProps={{
          paper: { sx: { width: DRAWER_WIDTH, bgcolor: 'background.default', borderColor: 'divider' } },
        }}
      >
        {drawer}
      </Drawer>

      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <AppBar
          position="sticky"
          elevation={0}
          color="default"
          sx={{
            borderBottom: 1,
            borderColor: 'divider',
            bgcolor: 'rgba(18, 18, 18, 0.85)',
            backdropFilter: 'blur(12px)',
          }}
        >
          <Toolbar sx={{ gap: 1 }}>
            <IconButton
              edge="start"
              color="inherit"
              aria-label={t('layout.openMenu')}
              onClick={() => setDrawerOpen(true)}
              sx={{ display: { md: 'none' } }}
            >
              <MenuIcon />
            </IconButton>
            <Typography
              component="p"
              variant="h6"
              noWrap
              sx={{ flex: 1, minWidth: 0, fontSize: { xs: 17, md: 19 } }}
            >
              {section ? t(`nav.${section}`) : t('layout.title')}
            </Typography>
            <LanguageMenu />
            {admin && (
              <Box
                sx={{ display: { xs: 'none', sm: 'flex' }, alignItems: 'center', gap: 1.25, mx: 1 }}
                title={admin.email}
              >
                <Avatar
                  sx={{
                    width: 32,
                    height: 32,
                    fontSize: 14,
                    bgcolor: 'secondary.main',
                    color: 'text.primary',
                  }}
                >
                  {initials(admin.name || admin.email)}
                </Avatar>
                <Box sx={{ lineHeight: 1.2, display: { xs: 'none', lg: 'block' } }}>
                  <Typography component="p" variant="body2" sx={{ fontWeight: 600 }}>
                    {admin.name}
                  </Typography>
                  <Typography component="p" variant="caption" sx={{ color: 'text.secondary' }}>
                    {admin.email}
                  </Typography>
                </Box>
              </Box>
            )}
            <Button
              color="inherit"
              onClick={handleLogout}
              aria-label={t('layout.logout')}
              startIcon={<LogoutIcon />}
              sx={{ minWidth: 0, px: { xs: 1, sm: 2 }, '& .MuiButton-startIcon': { mr: { xs: 0, sm: 1 } } }}
            >
              <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
                {t('layout.logout')}
              </Box>
            </Button>
          </Toolbar>
        </AppBar>
        <Box
          component="main"
          id={MAIN_ID}
          tabIndex={-1}
          sx={{ flex: 1, outline: 'none', px: { xs: 2, sm: 3, md: 5 }, py: { xs: 3, md: 4 } }}
        >
          <Box sx={{ maxWidth: 1280, mx: 'auto' }}>
            <DemoBanner />
            <Outlet />
          </Box>
        </Box>
      </Box>
      <NotificationsHost />
    </Box>
  );
}
