import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import HowToRegOutlinedIcon from '@mui/icons-material/HowToRegOutlined';
import LogoutIcon from '@mui/icons-material/Logout';
import RedeemOutlinedIcon from '@mui/icons-material/RedeemOutlined';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { Link as RouterLink } from 'react-router';
import { Logo } from '../../../common/layout/Logo';

const ITEMS = [
  { to: '/gifts-received', label: 'Presentes recebidos', Icon: RedeemOutlinedIcon },
  { to: '/confirmations', label: 'Confirmações de presença', Icon: HowToRegOutlinedIcon },
  { to: '/messages', label: 'Recados', Icon: ChatBubbleOutlineIcon },
  { to: '/logout', label: 'Sair', Icon: LogoutIcon },
];

/** The side menu of home. */
export function SideMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Drawer open={open} onClose={onClose}>
      <Box sx={{ width: 280 }} role="presentation">
        <Box sx={{ p: 2, color: 'primary.main' }}>
          <Logo />
        </Box>
        <List component="nav" aria-label="Menu">
          {ITEMS.map(({ to, label, Icon }) => (
            <ListItemButton key={to} component={RouterLink} to={to} onClick={onClose}>
              <ListItemIcon>
                <Icon />
              </ListItemIcon>
              <ListItemText primary={label} />
            </ListItemButton>
          ))}
        </List>
      </Box>
    </Drawer>
  );
}
