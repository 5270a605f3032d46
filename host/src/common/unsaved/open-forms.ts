type OpenForm = { dirty: boolean };

/**
 * The forms (and picked files) on screen that take part in the leave warning. Kept apart from the
 * hook the forms call, so that the first view's LeaveGuard does not bring the dialog code with it.
 */
export const openForms = new Set<OpenForm>();

/** Whether something on screen holds changes that leaving would lose. */
export function hasUnsavedChanges(): boolean {
  for (const form of openForms) if (form.dirty) return true;
  return false;
}
