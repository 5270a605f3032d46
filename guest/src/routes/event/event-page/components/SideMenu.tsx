import CloseRounded from '@mui/icons-material/CloseRounded';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';

type Props = {
  open: boolean;
  onClose: () => void;
  entries: readonly { id: string; menu: string }[];
  onSelect: (id: string) => void;
};

/** The side menu: Lista de Presentes, Confirmação, Recadinhos. */
export function SideMenu({ open, onClose, entries, onSelect }: Props) {
  return (
    <Drawer anchor="right" open={open} onClose={onClose}>
      <Box id="side-menu" component="nav" aria-label="Seções do site" sx={{ width: 260 }}>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', p: 1 }}>
          <IconButton aria-label="Fechar menu" onClick={onClose}>
            <CloseRounded />
          </IconButton>
        </Box>
        <List>
          {entries.map((section) => (
            <ListItemButton key={section.id} onClick={() => onSelect(section.id)}>
              <ListItemText primary={section.menu} />
            </ListItemButton>
          ))}
        </List>
      </Box>
    </Drawer>
  );
}
