import { AlertDialog as AlertDialogView } from '@celebra/ui/alert';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
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
  const content = alert && {
    title: alert.title,
    text: alert.text,
    icon: <AlertIcon severity={alert.severity} />,
  };
  return <AlertDialogView alert={content} onClose={close} titleVariant="h3" />;
}

function AlertIcon({ severity }: { severity: TAlertSeverity }) {
  const Icon = ICONS[severity];
  return <Icon sx={{ fontSize: 56, color: COLORS[severity] }} aria-hidden />;
}
