import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Typography from '@mui/material/Typography';
import { useAtom } from 'jotai';
import { alertAtom, type TAlertSeverity } from './alert-atom';

const ICONS = {
  error: ErrorOutlineIcon,
  success: CheckCircleOutlineIcon,
  warning: WarningAmberIcon,
  info: InfoOutlinedIcon,
} satisfies Record<TAlertSeverity, unknown>;

const COLORS = { error: 'error.main', success: 'success.main', warning: 'warning.main', info: 'info.main' };

/** The modal alert: rendered once at the root, driven by `useAlert`. */
export function AlertDialog() {
  const [alert, setAlert] = useAtom(alertAtom);
  const close = () => {
    setAlert(null);
    alert?.onClose?.();
  };
  const Icon = ICONS[alert?.severity ?? 'info'];
  return (
    <Dialog
      open={alert !== null}
      onClose={close}
      aria-labelledby="alert-title"
      aria-describedby="alert-text"
      maxWidth="xs"
      fullWidth
    >
      <DialogContent sx={{ textAlign: 'center', pt: 4 }}>
        <Icon sx={{ fontSize: 56, color: COLORS[alert?.severity ?? 'info'] }} aria-hidden />
        <Typography id="alert-title" variant="h3" component="h2" sx={{ mt: 1 }}>
          {alert?.title}
        </Typography>
        <Typography id="alert-text" sx={{ mt: 1, whiteSpace: 'pre-line' }} color="text.secondary">
          {alert?.text}
        </Typography>
      </DialogContent>
      <DialogActions sx={{ justifyContent: 'center', pb: 3 }}>
        <Button variant="contained" onClick={close} autoFocus>
          OK
        </Button>
      </DialogActions>
    </Dialog>
  );
}
