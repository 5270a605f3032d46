export { useDialogChanges, useDialogClose, useDirtyClose } from './dirty-close';
export { FormDialog } from './FormDialog';
