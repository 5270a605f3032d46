import { DISCARD_CHANGES_MESSAGES } from '@celebra/shared/messages';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';

type Entry = { hasChanges(): boolean };

type Scope = {
  entries: Set<Entry>;
  /** Closes the dialog, asking first when a form inside holds changes. */
  requestClose(): void;
};

const DirtyCloseContext = createContext<Scope | null>(null);

/** 'Descartar alterações?': the question before a dialog holding changes closes. */
function DiscardDialog({ open, onKeep, onDiscard }: { open: boolean; onKeep(): void; onDiscard(): void }) {
  const id = useId();
  return (
    <Dialog
      open={open}
      onClose={onKeep}
      role="alertdialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
    >
      <DialogTitle id={`${id}-title`}>{DISCARD_CHANGES_MESSAGES.title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-text`}>{DISCARD_CHANGES_MESSAGES.text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onKeep} autoFocus>
          {DISCARD_CHANGES_MESSAGES.keep}
        </Button>
        <Button onClick={onDiscard} color="error">
          {DISCARD_CHANGES_MESSAGES.discard}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * The close of a dialog that holds a form: `requestClose` closes at once when nothing typed would
 * be lost, and otherwise asks 'Descartar alterações?' ('Continuar editando' keeps the dialog and
 * what was typed, 'Descartar' closes it). Give it to the dialog's onClose (Escape, a click
 * outside) and its Cancelar; `guard` wraps the dialog, so that the forms inside declare their
 * changes with `useDialogChanges` and their own Cancelar closes through `useDialogClose`.
 * `dirty` is the changes the dialog's own component holds, if it has its form itself.
 */
export function useDirtyClose(onClose: () => void, dirty: boolean | (() => boolean) = false) {
  const entries = useRef(new Set<Entry>()).current;
  const own = useRef(dirty);
  own.current = dirty;
  const close = useRef(onClose);
  close.current = onClose;
  const [asking, setAsking] = useState(false);

  const requestClose = useCallback(() => {
    const ownChanges = typeof own.current === 'function' ? own.current() : own.current;
    const changed = ownChanges || [...entries].some((entry) => entry.hasChanges());
    if (changed) setAsking(true);
    else close.current();
  }, [entries]);
  const scope = useMemo(() => ({ entries, requestClose }), [entries, requestClose]);

  const guard = (children: ReactNode) => (
    <DirtyCloseContext.Provider value={scope}>
      {children}
      <DiscardDialog
        open={asking}
        onKeep={() => setAsking(false)}
        onDiscard={() => {
          setAsking(false);
          close.current();
        }}
      />
    </DirtyCloseContext.Provider>
  );
  return { requestClose, guard };
}

/**
 * Declares, inside a guarded dialog, whether this form holds changes that closing would lose
 * (a boolean, or a function asked at the moment of closing). Outside one it does nothing.
 */
export function useDialogChanges(changes: boolean | (() => boolean)): void {
  const scope = useContext(DirtyCloseContext);
  const latest = useRef(changes);
  latest.current = changes;
  useEffect(() => {
    if (!scope) return;
    const entry: Entry = {
      hasChanges: () => (typeof latest.current === 'function' ? latest.current() : latest.current),
    };
    scope.entries.add(entry);
    return () => {
      scope.entries.delete(entry);
    };
  }, [scope]);
}

/** A form's Cancelar inside a guarded dialog: asks before losing changes; elsewhere `onCancel` as it is. */
export function useDialogClose(onCancel: () => void): () => void {
  const scope = useContext(DirtyCloseContext);
  return scope ? scope.requestClose : onCancel;
}
