import { AlertDialog as AlertDialogView } from '@celebra/ui/alert';
import CheckCircleOutlineRounded from '@mui/icons-material/CheckCircleOutlineRounded';
import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded';
import WarningAmberRounded from '@mui/icons-material/WarningAmberRounded';
import { useAtom } from 'jotai';
import { ALERT_TITLES, alertAtom, type TAlertKind } from './alert-atom';

const ICONS: Record<
  TAlertKind,
  { Icon: typeof ErrorOutlineRounded; color: 'success' | 'error' | 'warning' }
> = {
  success: { Icon: CheckCircleOutlineRounded, color: 'success' },
  error: { Icon: ErrorOutlineRounded, color: 'error' },
  warning: { Icon: WarningAmberRounded, color: 'warning' },
};

/** The modal alert with a title and an icon, opened through `useShowAlert`. */
export function AlertDialog() {
  const [alert, setAlert] = useAtom(alertAtom);
  const content = alert && {
    title: alert.title ?? ALERT_TITLES[alert.kind],
    text: alert.message,
    icon: <AlertIcon kind={alert.kind} />,
  };
  return <AlertDialogView alert={content} onClose={() => setAlert(null)} />;
}

function AlertIcon({ kind }: { kind: TAlertKind }) {
  const { Icon, color } = ICONS[kind];
  return <Icon color={color} sx={{ fontSize: 56, display: 'block', mx: 'auto' }} aria-hidden />;
}
