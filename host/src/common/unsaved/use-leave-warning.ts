import { useDialogChanges } from '@celebra/ui/dialogs';
import { useEffect, useRef } from 'react';
import { openForms } from './open-forms';

/**
 * Declares that this form holds changes not saved while `dirty` is true: the app's LeaveGuard then
 * asks before a link, the menu or 'back' leaves the page, and the browser asks before the tab is
 * closed or reloaded. Every host form that changes something calls it (a react-hook-form form with
 * `formState.isDirty`, resetting to what was saved after a save so that it is clean again).
 */
export function useLeaveWarning(dirty: boolean): () => void {
  const entry = useRef({ dirty });
  entry.current.dirty = dirty;
  // Inside a dialog guarded by the UI kit, closing it asks too ('Descartar alterações?').
  useDialogChanges(() => entry.current.dirty);
  useEffect(() => {
    const form = entry.current;
    openForms.add(form);
    return () => {
      openForms.delete(form);
    };
  }, []);
  // For a form that leaves the page as soon as it is saved: clean at once, before the next render.
  return () => {
    entry.current.dirty = false;
  };
}
