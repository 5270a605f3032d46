import {
  AlertDialog as AlertDialogView,
  alertAtom,
  alertTitle,
  type TAlertSeverity,
} from '@celebra/ui/alert';
import CheckCircleOutlineRounded from '@mui/icons-material/CheckCircleOutlineRounded';
import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded';
import WarningAmberRounded from '@mui/icons-material/WarningAmberRounded';
import { useAtom } from 'jotai';

/** The site's titles for an alert that brings none. */
const TITLES: Record<TAlertSeverity, string> = {
  success: 'Tudo certo!',
  error: 'Ops!',
  warning: 'Atenção!',
};

const ICONS: Record<
  TAlertSeverity,
  { Icon: typeof ErrorOutlineRounded; color: 'success' | 'error' | 'warning' }
> = {
  success: { Icon: CheckCircleOutlineRounded, color: 'success' },
  error: { Icon: ErrorOutlineRounded, color: 'error' },
  warning: { Icon: WarningAmberRounded, color: 'warning' },
};

/** The modal alert with a title and an icon, opened through `useAlert` of `@celebra/ui/alert`. */
export function AlertDialog() {
  const [alert, setAlert] = useAtom(alertAtom);
  const close = () => {
    setAlert(null);
    alert?.onClose?.();
  };
  const content = alert && {
    title: alertTitle(alert, TITLES),
    text: alert.text,
    icon: <AlertIcon severity={alert.severity} />,
  };
  return <AlertDialogView alert={content} onClose={close} />;
}

function AlertIcon({ severity }: { severity: TAlertSeverity }) {
  const { Icon, color } = ICONS[severity];
  return <Icon color={color} sx={{ fontSize: 56, display: 'block', mx: 'auto' }} aria-hidden />;
}
