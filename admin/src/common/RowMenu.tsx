import MoreVertIcon from '@mui/icons-material/MoreVert';
import { IconButton, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import { type ReactNode, useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router';

export type RowAction = {
  /** A translation key or a text. */
  label: string;
  icon?: ReactNode;
  /** A route to open, or an action to run. */
  to?: string;
  onClick?: () => void;
};

/** The shared table's options menu of a row. */
export function RowMenu({ actions }: { actions: RowAction[] }) {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  return (
    <>
      <IconButton
        aria-label={translate('celebra.table.options')}
        aria-haspopup="menu"
        onClick={(event) => {
          event.stopPropagation();
          setAnchor(event.currentTarget);
        }}
        size="small"
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      {/* The menu is drawn in a portal, but React still bubbles its clicks and keys to the row:
          a row that opens its record must not open it when an option is chosen. */}
      <Menu
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
        onClick={(event) => event.stopPropagation()}
        onKeyDown={(event) => event.stopPropagation()}
      >
        {actions.map((action) => {
          const content = (
            <>
              {action.icon ? <ListItemIcon>{action.icon}</ListItemIcon> : null}
              <ListItemText>{translate(action.label, { _: action.label })}</ListItemText>
            </>
          );
          return action.to ? (
            <MenuItem key={action.label} component={Link} to={action.to} onClick={close}>
              {content}
            </MenuItem>
          ) : (
            <MenuItem
              key={action.label}
              onClick={() => {
                close();
                action.onClick?.();
              }}
            >
              {content}
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
}
