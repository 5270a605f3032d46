import { formatPriceInput, maskPriceInput, parsePriceInput } from '@celebra/shared/format';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';

type Props<TIn extends FieldValues, TCtx, TOut extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'error'
> & {
  control: Control<TIn, TCtx, TOut>;
  name: Path<TIn>;
};

/**
 * A price typed the Brazilian way, with the currency mask filled from the centavos ('1' → '0,01',
 * '12345' → '123,45'); the form keeps a number of reais, or null while empty. A value still held
 * as text (a form's default) is shown as it is. Its message is announced when it appears.
 */
export function FormPriceField<TIn extends FieldValues, TCtx, TOut extends FieldValues>({
  control,
  name,
  ...props
}: Props<TIn, TCtx, TOut>) {
  const { field, fieldState } = useController({ control, name });
  const value = field.value as number | string | null | undefined;
  const message = fieldState.error?.message;
  return (
    <TextField
      {...props}
      name={field.name}
      inputRef={field.ref}
      value={typeof value === 'number' ? formatPriceInput(value) : (value ?? '')}
      onBlur={field.onBlur}
      onChange={(event) => field.onChange(parsePriceInput(maskPriceInput(event.target.value)))}
      error={message !== undefined}
      helperText={message ?? props.helperText}
      fullWidth={props.fullWidth ?? true}
      slotProps={{
        input: { startAdornment: <InputAdornment position="start">R$</InputAdornment> },
        htmlInput: { inputMode: 'numeric' },
        formHelperText: message !== undefined ? { role: 'alert' } : undefined,
      }}
    />
  );
}
