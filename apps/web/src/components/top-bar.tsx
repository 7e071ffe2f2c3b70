import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../app/paths';
import { LanguageMenu } from './language-menu';

type NavKey = 'services' | 'about' | 'reviews' | 'founder' | 'contact';

const navTargets: Record<NavKey, string> = {
  services: paths.services.root,
  about: paths.about,
  reviews: paths.reviews,
  founder: paths.founder,
  contact: paths.contact,
};

const wideOrder: NavKey[] = ['services', 'about', 'reviews', 'founder', 'contact'];
// SPEC.md section 2: in the collapsed menu the founder link comes right after about.
const narrowOrder: NavKey[] = ['services', 'about', 'founder', 'reviews', 'contact'];

/** The public top bar: fixed, translucent, the title links home. */
export function TopBar() {
  const { t } = useTranslation();
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();

  return (
    <AppBar
      position="fixed"
      elevation={0}
      sx={{
        bgcolor: 'rgba(18, 18, 18, 0.72)',
        backdropFilter: 'saturate(180%) blur(16px)',
        borderBottom: 1,
        borderColor: 'divider',
        backgroundImage: 'none',
      }}
    >
      <Toolbar component="nav" aria-label={t('nav.label')} sx={{ gap: 1, minHeight: { xs: 60, sm: 68 } }}>
        <Typography
          component={RouterLink}
          to={paths.home}
          variant="h6"
          noWrap
          sx={{
            color: 'inherit',
            textDecoration: 'none',
            flexShrink: 0,
            mr: 'auto',
            fontSize: { xs: 17, md: 19 },
          }}
        >
          <Box component="span" sx={{ display: { xs: 'inline', md: 'none' } }}>
            {t('brand.short')}
          </Box>
          <Box component="span" sx={{ display: { xs: 'none', md: 'inline' } }}>
            {t('brand.name')}
          </Box>
        </Typography>

        <Box
          component="ul"
          sx={{ display: { xs: 'none', sm: 'flex' }, gap: { sm: 0, md: 0.5 }, m: 0, p: 0, listStyle: 'none' }}
        >
          {wideOrder.map((key) => (
            <li key={key}>
              <Button
                component={RouterLink}
                to={navTargets[key]}
                color="inherit"
                size="small"
                sx={{
                  px: { sm: 0.75, md: 1.5 },
                  minWidth: 0,
                  whiteSpace: 'nowrap',
                  fontSize: { sm: 13, md: 14 },
                  fontWeight: 500,
                  opacity: 0.85,
                  '&:hover': { opacity: 1 },
                }}
              >
                {t(`nav.${key}`)}
              </Button>
            </li>
          ))}
        </Box>

        <LanguageMenu />

        <IconButton
          color="inherit"
          edge="end"
          aria-label={t('nav.openMenu')}
          aria-haspopup="menu"
          aria-controls={menuAnchor ? menuId : undefined}
          aria-expanded={menuAnchor ? 'true' : undefined}
          onClick={(event) => setMenuAnchor(event.currentTarget)}
          sx={{ display: { xs: 'inline-flex', sm: 'none' } }}
        >
          <MenuIcon />
        </IconButton>
        <Menu
          id={menuId}
          anchorEl={menuAnchor}
          open={Boolean(menuAnchor)}
          onClose={() => setMenuAnchor(null)}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
          transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        >
          {narrowOrder.map((key) => (
            <MenuItem
              key={key}
              component={RouterLink}
              to={navTargets[key]}
              onClick={() => setMenuAnchor(null)}
            >
              {t(`nav.${key}`)}
            </MenuItem>
          ))}
        </Menu>
      </Toolbar>
    </AppBar>
  );
}
