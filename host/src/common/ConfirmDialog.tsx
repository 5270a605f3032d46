import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';

type Props = {
  open: boolean;
  text: string;
  title?: string;
  confirmLabel?: string;
  busy?: boolean;
  confirmColor?: 'error' | 'primary';
  onConfirm: () => void;
  onCancel: () => void;
};

/** A yes/no question before something that cannot be undone. */
export function ConfirmDialog({
  open,
  text,
  title = 'Confirmação',
  confirmLabel = 'Excluir',
  busy,
  confirmColor = 'error',
  onConfirm,
  onCancel,
}: Props) {
  return (
    <Dialog open={open} onClose={onCancel} maxWidth="xs" fullWidth aria-labelledby="confirm-title">
      <DialogTitle id="confirm-title">{title}</DialogTitle>
      <DialogContent>
        <Typography>{text}</Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Cancelar</Button>
        <Button variant="contained" color={confirmColor} onClick={onConfirm} loading={busy}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
