/**
 * A price input with the currency mask (comma decimals, dot thousands, filled from the centavos)
 * that keeps a number of reais in the form, or null while empty.
 */
import { formatPriceInput, maskPriceInput, parsePriceInput } from '@celebra/shared/format';
import { InputAdornment, TextField, type TextFieldProps } from '@mui/material';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { useController } from 'react-hook-form';

type Props<T extends FieldValues> = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'error'> & {
  control: Control<T, unknown, FieldValues>;
  name: FieldPath<T>;
};

export function FormPriceField<T extends FieldValues>({ control, name, ...props }: Props<T>) {
  const { field, fieldState } = useController({ control, name });
  const value = field.value as number | string | null | undefined;
  return (
    <TextField
      {...props}
      name={field.name}
      inputRef={field.ref}
      value={typeof value === 'number' ? formatPriceInput(value) : (value ?? '')}
      onBlur={field.onBlur}
      onChange={(event) => field.onChange(parsePriceInput(maskPriceInput(event.target.value)))}
      error={fieldState.error !== undefined}
      helperText={fieldState.error?.message ?? props.helperText}
      fullWidth={props.fullWidth ?? true}
      slotProps={{
        input: { startAdornment: <InputAdornment position="start">R$</InputAdornment> },
        htmlInput: { inputMode: 'numeric' },
      }}
    />
  );
}
