import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import HomeIcon from '@mui/icons-material/Home';
import { AppBar, Avatar, Box, IconButton, Toolbar, Typography } from '@mui/material';
import { SidebarToggleButton, useGetIdentity, useTranslate } from 'react-admin';
import { Link, useLocation, useNavigate } from 'react-router';
import type { AdminIdentity } from '../providers/auth-provider';
import { Logo } from './Logo';

/** react-router keeps the position in the session history; 0 is the page the tab opened on. */
const canGoBack = () => ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;

/**
 * The header bar: the menu button (opens or folds the side menu; on a phone, its drawer), back
 * arrow (a home icon on /), the logo leading home, the admin's first name and avatar.
 */
export function Header() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { identity } = useGetIdentity();
  const admin = identity as AdminIdentity | undefined;
  const isHome = pathname === '/';

  return (
    <AppBar position="fixed" color="primary" elevation={1}>
      <Toolbar variant="dense" sx={{ gap: 1 }}>
        <SidebarToggleButton />
        {isHome ? (
          <IconButton color="inherit" component={Link} to="/" aria-label={translate('celebra.header.home')}>
            <HomeIcon />
          </IconButton>
        ) : (
          <IconButton
            color="inherit"
            aria-label={translate('celebra.header.back')}
            onClick={() => (canGoBack() ? navigate(-1) : navigate('/'))}
          >
            <ArrowBackIcon />
          </IconButton>
        )}
        <Box
          component={Link}
          to="/"
          aria-label={translate('celebra.header.logo')}
          sx={{ color: 'inherit', textDecoration: 'none' }}
        >
          <Logo />
        </Box>
        <Box sx={{ flex: 1 }} />
        {admin ? (
          <>
            {/* On a 320 px phone the name gives way (cut with an ellipsis), not the avatar. */}
            <Typography variant="body1" noWrap sx={{ fontWeight: 500, minWidth: 0 }}>
              {admin.firstName}
            </Typography>
            <Avatar
              src={admin.avatar}
              alt={admin.firstName}
              sx={{ width: 32, height: 32, bgcolor: 'secondary.main', flexShrink: 0 }}
            >
              {admin.firstName.charAt(0)}
            </Avatar>
          </>
        ) : null}
      </Toolbar>
    </AppBar>
  );
}
