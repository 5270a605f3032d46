export { type AlertContent, AlertDialog } from './AlertDialog';
export {
  alertAtom,
  alertQueueAtom,
  alertTitle,
  type TAlert,
  type TAlertSeverity,
  type TAlertTitles,
  useAlert,
} from './alert-atom';
export { ConnectedAlertDialog } from './ConnectedAlertDialog';
export { useErrorAlert } from './use-error-alert';
