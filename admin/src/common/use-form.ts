/**
 * react-hook-form's `useForm` as every back-office form uses it:
 * - a submit runs once at a time: a second click on 'Salvar' (a double click, or a click before the
 *   button is drawn disabled) while the first save is still running is ignored instead of sending
 *   a second save;
 * - a form whose values differ from what it was loaded with counts as unsaved changes
 *   (`hasUnsavedChanges`), which the layout's UnsavedChangesGuard asks about before the page is
 *   left, and the modal holding it before it closes. A form whose submit is running does not count: it leaves on its own success.
 */
import { useDialogChanges } from '@celebra/ui/dialogs';
import type { BaseSyntheticEvent } from 'react';
import { useEffect, useRef } from 'react';
import {
  type FieldValues,
  type UseFormProps,
  type UseFormReturn,
  useForm as useHookForm,
} from 'react-hook-form';

type OpenForm = { hasChanges(): boolean };

/** The forms on screen that take part in the unsaved-changes warning. */
const openForms = new Set<OpenForm>();

/** Whether a form on screen has changes not saved (and is not saving them right now). */
export function hasUnsavedChanges(): boolean {
  for (const form of openForms) if (form.hasChanges()) return true;
  return false;
}

/** Values compared as the screens hold them; a picked file differs from none. */
function snapshot(values: unknown): string {
  return JSON.stringify(values, (_key, value: unknown) =>
    typeof Blob !== 'undefined' && value instanceof Blob ? `[file ${value.size}]` : value,
  );
}

export type FormOptions = {
  /** false for forms that change nothing (a search, a login, a download's dates). */
  warnWhenUnsavedChanges?: boolean;
};

export function useForm<TIn extends FieldValues = FieldValues, TCtx = unknown, TOut = TIn>(
  props?: UseFormProps<TIn, TCtx, TOut>,
  { warnWhenUnsavedChanges = true }: FormOptions = {},
): UseFormReturn<TIn, TCtx, TOut> {
  const form = useHookForm<TIn, TCtx, TOut>(props);
  const running = useRef(false);
  const latest = useRef(form);
  latest.current = form;

  // Inside a modal, closing it asks too ('Descartar alterações?').
  useDialogChanges(
    () =>
      warnWhenUnsavedChanges &&
      !running.current &&
      snapshot(latest.current.getValues()) !== snapshot(latest.current.formState.defaultValues ?? {}),
  );

  useEffect(() => {
    if (!warnWhenUnsavedChanges) return;
    const entry: OpenForm = {
      hasChanges: () => {
        if (running.current) return false;
        const current = latest.current;
        return snapshot(current.getValues()) !== snapshot(current.formState.defaultValues ?? {});
      },
    };
    openForms.add(entry);
    return () => {
      openForms.delete(entry);
    };
  }, [warnWhenUnsavedChanges]);

  const handleSubmit: UseFormReturn<TIn, TCtx, TOut>['handleSubmit'] = (onValid, onInvalid) => {
    const submit = form.handleSubmit(onValid, onInvalid);
    return async (event?: BaseSyntheticEvent): ReturnType<typeof submit> => {
      if (running.current) {
        event?.preventDefault?.();
        return undefined;
      }
      running.current = true;
      try {
        return await submit(event);
      } finally {
        running.current = false;
      }
    };
  };
  // Not memoised: `formState` is a new proxy on each render and must be read from this render's.
  return { ...form, handleSubmit };
}
