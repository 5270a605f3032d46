import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useId } from 'react';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';

type Props<TIn extends FieldValues, TCtx, TOut extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error'
> & {
  control: Control<TIn, TCtx, TOut>;
  name: Path<TIn>;
  /** Applied to every typed value before the form sees it (the phone mask). */
  transform?: (value: string) => string;
  /** The field turns red but its message is shown by the caller (a narrow field in a row). */
  hideErrorText?: boolean;
};

/** A labelled MUI text field bound to a react-hook-form field, its error under it. */
export function FormTextField<TIn extends FieldValues, TCtx, TOut extends FieldValues>({
  control,
  name,
  transform,
  hideErrorText = false,
  helperText,
  id,
  ...props
}: Props<TIn, TCtx, TOut>) {
  const autoId = useId();
  const { field, fieldState } = useController({ control, name });
  const message = fieldState.error?.message;
  return (
    <TextField
      {...props}
      id={id ?? autoId}
      name={field.name}
      value={field.value ?? ''}
      onChange={(event) => field.onChange(transform ? transform(event.target.value) : event.target.value)}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(message)}
      helperText={hideErrorText ? helperText : (message ?? helperText)}
    />
  );
}
