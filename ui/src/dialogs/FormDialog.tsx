import Dialog, { type DialogProps } from '@mui/material/Dialog';
import { useDirtyClose } from './dirty-close';

type Props = Omit<DialogProps, 'onClose'> & {
  /** Closes the dialog; called once nothing typed would be lost, or the person chose to discard it. */
  onClose: () => void;
  /** Changes held by the dialog's own component (forms inside declare theirs with `useDialogChanges`). */
  dirty?: boolean | (() => boolean);
};

/**
 * MUI's Dialog for a dialog holding a form: Escape and a click outside ask 'Descartar alterações?'
 * before closing when a form inside holds changes, and close at once otherwise.
 */
export function FormDialog({ onClose, dirty = false, children, ...props }: Props) {
  const { requestClose, guard } = useDirtyClose(onClose, dirty);
  return guard(
    <Dialog {...props} onClose={requestClose}>
      {children}
    </Dialog>,
  );
}
