export { type AlertContent, AlertDialog } from './AlertDialog';
