import { FormDialog } from '@celebra/ui/dialogs';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ReactNode } from 'react';

type Props = { id: string; title: string; onClose: () => void; children: ReactNode };

/**
 * A dialog of the gift list: the whole screen on a phone, a window on larger screens. A form inside
 * with changes asks before it closes.
 */
export function GiftDialog({ id, title, onClose, children }: Props) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  return (
    <FormDialog
      open
      onClose={onClose}
      fullScreen={phone}
      fullWidth
      maxWidth="sm"
      aria-labelledby={`${id}-title`}
    >
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      <DialogContent>{children}</DialogContent>
    </FormDialog>
  );
}
