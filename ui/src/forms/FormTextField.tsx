import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';

export type FormTextFieldProps<TIn extends FieldValues, TCtx, TOut extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'error'
> & {
  control: Control<TIn, TCtx, TOut>;
  name: Path<TIn>;
  /** Rewrites what is typed before the form keeps it (phone, CEP, price masks, slug lower-casing). */
  mask?: (text: string) => string;
  /** The field turns red but its message is shown by the caller (a narrow field in a row). */
  hideErrorText?: boolean;
};

const READABLE_WHEN_DISABLED = { '&.Mui-disabled': { color: 'text.secondary' } } as const;

/**
 * A MUI text field bound to a react-hook-form field: the schema's message (from the shared
 * validators) shows under it, else the `helperText`. It fills its row unless told otherwise.
 */
export function FormTextField<TIn extends FieldValues, TCtx, TOut extends FieldValues>({
  control,
  name,
  mask,
  hideErrorText = false,
  helperText,
  fullWidth = true,
  onBlur,
  ...props
}: FormTextFieldProps<TIn, TCtx, TOut>) {
  const { field, fieldState } = useController({ control, name });
  const message = fieldState.error?.message;
  const value: unknown = field.value;
  const showsError = message !== undefined && !hideErrorText;
  const helperSlot = props.slotProps?.formHelperText;
  return (
    <TextField
      {...props}
      // The field's message is read out as it appears, not only when the field is reached again;
      // the help under a disabled field (often why it is disabled) stays readable, not greyed.
      slotProps={{
        ...props.slotProps,
        formHelperText:
          typeof helperSlot === 'function'
            ? helperSlot
            : {
                ...helperSlot,
                ...(showsError ? { role: 'alert' } : {}),
                sx: [
                  READABLE_WHEN_DISABLED,
                  ...(Array.isArray(helperSlot?.sx) ? helperSlot.sx : [helperSlot?.sx]),
                ],
              },
      }}
      name={field.name}
      inputRef={field.ref}
      value={value ?? ''}
      onBlur={(event) => {
        field.onBlur();
        onBlur?.(event);
      }}
      onChange={(event) => field.onChange(mask ? mask(event.target.value) : event.target.value)}
      error={fieldState.error !== undefined}
      helperText={hideErrorText ? helperText : (message ?? helperText)}
      fullWidth={fullWidth}
    />
  );
}
