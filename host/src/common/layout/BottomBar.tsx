import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import HomeOutlinedIcon from '@mui/icons-material/HomeOutlined';
import HowToRegOutlinedIcon from '@mui/icons-material/HowToRegOutlined';
import RedeemOutlinedIcon from '@mui/icons-material/RedeemOutlined';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction, { bottomNavigationActionClasses } from '@mui/material/BottomNavigationAction';
import Paper from '@mui/material/Paper';
import { Link as RouterLink, useLocation } from 'react-router';

/** Hidden from 1024 px on, where the side menu shows. */
export const BOTTOM_BAR_QUERY = '@media (min-width: 1024px)';
export const BOTTOM_BAR_HEIGHT = 64;

/**
 * `label` is what shows under the icon, short enough for five to share a 360 px screen; `name`
 * (when longer) is what a screen reader says, and starts with the label so a spoken command
 * naming the label still finds it.
 */
const ITEMS = [
  { to: '/gifts-received', label: 'Presentes', name: 'Presentes recebidos', Icon: RedeemOutlinedIcon },
  { to: '/confirmations', label: 'Confirmações', name: 'Confirmações', Icon: HowToRegOutlinedIcon },
  { to: '/home', label: 'Início', name: 'Início', Icon: HomeOutlinedIcon },
  { to: '/messages', label: 'Recados', name: 'Recados', Icon: ChatBubbleOutlineIcon },
  { to: '/settings', label: 'Ajustes', name: 'Ajustes: configurações e conta', Icon: SettingsOutlinedIcon },
];

/** Five slots on the narrowest phone: MUI's own 80 px minimum per action would not fit. */
const ACTION_SX = {
  minWidth: 0,
  px: 0.5,
  [`& .${bottomNavigationActionClasses.label}`]: {
    fontSize: '0.6875rem',
    lineHeight: 1.2,
    mt: 0.25,
    whiteSpace: 'nowrap',
  },
  [`& .${bottomNavigationActionClasses.label}.${bottomNavigationActionClasses.selected}`]: {
    fontSize: '0.6875rem',
  },
} as const;

/**
 * The fixed bar of small screens: five shortcuts, each with its label under it. 'Sair' is not
 * among them: one tap there, meant for a shortcut beside it, signed the host out. It is in
 * 'Ajustes' (the settings' 'Acesso à conta') and in home's menu.
 */
export function BottomBar() {
  const { pathname } = useLocation();
  const current = pathname === '/' ? '/home' : pathname;
  const selected = ITEMS.some((item) => item.to === current) ? current : false;
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
        pb: 'env(safe-area-inset-bottom)',
        zIndex: (theme) => theme.zIndex.appBar,
        [BOTTOM_BAR_QUERY]: { display: 'none' },
      }}
    >
      <BottomNavigation showLabels value={selected} sx={{ height: BOTTOM_BAR_HEIGHT }}>
        {ITEMS.map(({ to, label, name, Icon }) => (
          <BottomNavigationAction
            key={to}
            value={to}
            component={RouterLink}
            to={to}
            label={label}
            icon={<Icon />}
            aria-label={name === label ? undefined : name}
            aria-current={current === to ? 'page' : undefined}
            sx={ACTION_SX}
          />
        ))}
      </BottomNavigation>
    </Paper>
  );
}
