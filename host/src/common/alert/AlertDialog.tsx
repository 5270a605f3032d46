import { ConnectedAlertDialog, type TAlertSeverity } from '@celebra/ui/alert';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';

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
  return (
    <ConnectedAlertDialog
      titles={TITLES}
      icon={(severity) => <AlertIcon severity={severity} />}
      titleVariant="h3"
    />
  );
}

function AlertIcon({ severity }: { severity: TAlertSeverity }) {
  const Icon = ICONS[severity];
  return <Icon sx={{ fontSize: 56, color: COLORS[severity] }} aria-hidden />;
}
