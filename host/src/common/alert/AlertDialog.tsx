import {
  AlertDialog as AlertDialogView,
  alertAtom,
  alertTitle,
  type TAlertSeverity,
} from '@celebra/ui/alert';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { useAtom } from 'jotai';

/** The dashboard's titles for an alert that brings none. */
const TITLES = { error: 'Erro!', success: 'Sucesso!', warning: 'Atenção!' } satisfies Record<
  TAlertSeverity,
  string
>;

const ICONS = {
  error: ErrorOutlineIcon,
  success: CheckCircleOutlineIcon,
  warning: WarningAmberIcon,
} satisfies Record<TAlertSeverity, unknown>;

const COLORS = { error: 'error.main', success: 'success.main', warning: 'warning.main' };

/** The modal alert: rendered once at the root, driven by `useAlert` of `@celebra/ui/alert`. */
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
  return <AlertDialogView alert={content} onClose={close} titleVariant="h3" />;
}

function AlertIcon({ severity }: { severity: TAlertSeverity }) {
  const Icon = ICONS[severity];
  return <Icon sx={{ fontSize: 56, color: COLORS[severity] }} aria-hidden />;
}
