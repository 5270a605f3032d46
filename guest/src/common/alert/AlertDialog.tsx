import { ConnectedAlertDialog, type TAlertSeverity } from '@celebra/ui/alert';
import CheckCircleOutlineRounded from '@mui/icons-material/CheckCircleOutlineRounded';
import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded';
import WarningAmberRounded from '@mui/icons-material/WarningAmberRounded';

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
  return <ConnectedAlertDialog titles={TITLES} icon={(severity) => <AlertIcon severity={severity} />} />;
}

function AlertIcon({ severity }: { severity: TAlertSeverity }) {
  const { Icon, color } = ICONS[severity];
  return <Icon color={color} sx={{ fontSize: 56, display: 'block', mx: 'auto' }} aria-hidden />;
}
