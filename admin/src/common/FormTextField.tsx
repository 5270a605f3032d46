/**
 * A MUI text field bound to a react-hook-form field: the schema's message (from the shared
 * validators) shows under it. `mask` rewrites what is typed (phone, price, slug lower-casing).
 */
import { MenuItem, TextField, type TextFieldProps } from '@mui/material';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { useController } from 'react-hook-form';

export type Choice = { value: string | number; label: string };

type Props<T extends FieldValues> = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'error'> & {
  control: Control<T, unknown, FieldValues>;
  name: FieldPath<T>;
  mask?: (text: string) => string;
  choices?: Choice[];
};

export function FormTextField<T extends FieldValues>({ control, name, mask, choices, ...props }: Props<T>) {
  const { field, fieldState } = useController({ control, name });
  const value: unknown = field.value;
  return (
    <TextField
      {...props}
      name={field.name}
      inputRef={field.ref}
      value={value ?? ''}
      onBlur={(event) => {
        field.onBlur();
        props.onBlur?.(event);
      }}
      onChange={(event) => field.onChange(mask ? mask(event.target.value) : event.target.value)}
      error={fieldState.error !== undefined}
      helperText={fieldState.error?.message ?? props.helperText}
      select={choices !== undefined}
      fullWidth={props.fullWidth ?? true}
    >
      {choices?.map((choice) => (
        <MenuItem key={choice.value} value={choice.value}>
          {choice.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
