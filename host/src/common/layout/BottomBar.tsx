import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import HomeOutlinedIcon from '@mui/icons-material/HomeOutlined';
import HowToRegOutlinedIcon from '@mui/icons-material/HowToRegOutlined';
import LogoutIcon from '@mui/icons-material/Logout';
import RedeemOutlinedIcon from '@mui/icons-material/RedeemOutlined';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import { Link as RouterLink, useLocation } from 'react-router';
import { logout } from '../auth';

/** Hidden from 1024 px on, where the side menu shows. */
export const BOTTOM_BAR_QUERY = '@media (min-width: 1024px)';
export const BOTTOM_BAR_HEIGHT = 64;

const ITEMS = [
  { to: '/gifts-received', label: 'Presentes recebidos', Icon: RedeemOutlinedIcon },
  { to: '/confirmations', label: 'Confirmações', Icon: HowToRegOutlinedIcon },
  { to: '/home', label: 'Início', Icon: HomeOutlinedIcon },
  { to: '/messages', label: 'Recados', Icon: ChatBubbleOutlineIcon },
];

/** The fixed bar of small screens: four shortcuts and the logout. */
export function BottomBar() {
  const { pathname } = useLocation();
  const current = pathname === '/' ? '/home' : pathname;
  return (
    <Paper
      component="nav"
      aria-label="Atalhos"
      elevation={8}
      square
      sx={{
        position: 'fixed',
        insetInline: 0,
        bottom: 0,
        height: BOTTOM_BAR_HEIGHT,
        pb: 'env(safe-area-inset-bottom)',
        display: 'flex',
        justifyContent: 'space-around',
        alignItems: 'center',
        zIndex: (theme) => theme.zIndex.appBar,
        [BOTTOM_BAR_QUERY]: { display: 'none' },
      }}
    >
      {ITEMS.map(({ to, label, Icon }) => (
        <Tooltip key={to} title={label}>
          <IconButton
            component={RouterLink}
            to={to}
            aria-label={label}
            aria-current={current === to ? 'page' : undefined}
            color={current === to ? 'primary' : 'default'}
          >
            <Icon />
          </IconButton>
        </Tooltip>
      ))}
      <Tooltip title="Sair">
        <IconButton aria-label="Sair" onClick={logout}>
          <LogoutIcon />
        </IconButton>
      </Tooltip>
    </Paper>
  );
}
