import { formatPriceInput, maskPriceInput, parsePriceInput } from '@celebra/shared/format';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';

type Props<TIn extends FieldValues, TCtx, TOut extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'error'
> & {
  control: Control<TIn, TCtx, TOut>;
  name: Path<TIn>;
};

/** What the field shows for the form's value: a number formatted, text (a form's default) as it is. */
function shown(value: unknown): string {
  if (typeof value === 'number') return formatPriceInput(value);
  return typeof value === 'string' ? value : '';
}

/**
 * A price typed the Brazilian way, read as reais as on the guest site ('75' is R$ 75,00, '75,5' is
 * R$ 75,50, '1.234,56'), with `maskPriceInput` on every keystroke and shown formatted once left
 * ('75,00'). The form keeps a number of reais, or null while empty; the text stays as typed while
 * the field has it ('75,' on its way to '75,50'). Its message is announced when it appears.
 */
export function FormPriceField<TIn extends FieldValues, TCtx, TOut extends FieldValues>({
  control,
  name,
  ...props
}: Props<TIn, TCtx, TOut>) {
  const { field, fieldState } = useController({ control, name });
  const value: unknown = field.value;
  const [text, setText] = useState(() => shown(value));
  // A value set from outside (the form reset, the total following 'Valor de cada cota') replaces
  // the text; the value the typing itself gave leaves it as typed (null on the way through
  // '1.234.5' to '1.234.567' included).
  useEffect(() => {
    setText((current) => {
      const read = parsePriceInput(current);
      const same = typeof value === 'number' ? read === value : value == null && read === null;
      return same ? current : shown(value);
    });
  }, [value]);
  const message = fieldState.error?.message;
  return (
    <TextField
      {...props}
      name={field.name}
      inputRef={field.ref}
      value={text}
      onBlur={() => {
        if (typeof value === 'number') setText(formatPriceInput(value));
        field.onBlur();
      }}
      onChange={(event) => {
        const masked = maskPriceInput(event.target.value);
        setText(masked);
        field.onChange(parsePriceInput(masked));
      }}
      error={message !== undefined}
      helperText={message ?? props.helperText}
      fullWidth={props.fullWidth ?? true}
      slotProps={{
        input: { startAdornment: <InputAdornment position="start">R$</InputAdornment> },
        htmlInput: { inputMode: 'decimal' },
        formHelperText: message !== undefined ? { role: 'alert' } : undefined,
      }}
    />
  );
}
