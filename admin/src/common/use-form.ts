/**
 * react-hook-form's `useForm` with a submit that runs once at a time: a second click on 'Salvar'
 * (a double click, or a click before the button is drawn disabled) while the first save is still
 * running is ignored instead of sending a second save. Every back-office form uses this one.
 */
import type { BaseSyntheticEvent } from 'react';
import { useRef } from 'react';
import {
  type FieldValues,
  type UseFormProps,
  type UseFormReturn,
  useForm as useHookForm,
} from 'react-hook-form';

export function useForm<TIn extends FieldValues = FieldValues, TCtx = unknown, TOut = TIn>(
  props?: UseFormProps<TIn, TCtx, TOut>,
): UseFormReturn<TIn, TCtx, TOut> {
  const form = useHookForm<TIn, TCtx, TOut>(props);
  const running = useRef(false);
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
