import CheckCircleOutlineRounded from '@mui/icons-material/CheckCircleOutlineRounded';
import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded';
import WarningAmberRounded from '@mui/icons-material/WarningAmberRounded';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { ALERT_TITLES, alertAtom, type TAlert, type TAlertKind } from './alert-atom';

const ICONS: Record<
  TAlertKind,
  { Icon: typeof ErrorOutlineRounded; color: 'success' | 'error' | 'warning' }
> = {
  success: { Icon: CheckCircleOutlineRounded, color: 'success' },
  error: { Icon: ErrorOutlineRounded, color: 'error' },
  warning: { Icon: WarningAmberRounded, color: 'warning' },
};

/** The modal alert with a title and an icon (spec, section 8), opened through `useShowAlert`. */
export function AlertDialog() {
  const [alert, setAlert] = useAtom(alertAtom);
  // Kept while the dialog fades out, so its text does not vanish mid-animation.
  const [shown, setShown] = useState<TAlert | null>(alert);
  useEffect(() => {
    if (alert) setShown(alert);
  }, [alert]);

  const close = () => setAlert(null);
  const current = alert ?? shown;
  const { Icon, color } = ICONS[current?.kind ?? 'error'];
  return (
    <Dialog
      open={alert !== null}
      onClose={close}
      aria-labelledby="alert-title"
      aria-describedby="alert-message"
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id="alert-title" sx={{ textAlign: 'center', pb: 1 }}>
        <Icon color={color} sx={{ fontSize: 56, display: 'block', mx: 'auto', mb: 1 }} aria-hidden />
        {current?.title ?? ALERT_TITLES[current?.kind ?? 'error']}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id="alert-message" sx={{ textAlign: 'center', whiteSpace: 'pre-line' }}>
          {current?.message}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ justifyContent: 'center', pb: 2 }}>
        <Button variant="contained" onClick={close} autoFocus>
          OK
        </Button>
      </DialogActions>
    </Dialog>
  );
}
