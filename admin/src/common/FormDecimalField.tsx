/**
 * A decimal number typed the Brazilian way ('5,5' is five and a half), bound to a react-hook-form
 * field that holds the number. The text is kept as typed ('5,' stays '5,' on its way to '5,5');
 * the form holds what it reads as (`parseDecimalInput`), null when empty. A number input drops
 * the comma in a Portuguese browser and read '5,5' as 55.
 */
import { formatDecimalInput, maskDecimalInput, parseDecimalInput } from '@celebra/shared/format';
import { InputAdornment } from '@mui/material';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';

type Props<TIn extends FieldValues, TCtx, TOut extends FieldValues> = {
  control: Control<TIn, TCtx, TOut>;
  name: Path<TIn>;
  label: string;
  /** Shown after the number ('%'). */
  unit?: string;
};

export function FormDecimalField<TIn extends FieldValues, TCtx, TOut extends FieldValues>({
  control,
  name,
  label,
  unit,
}: Props<TIn, TCtx, TOut>) {
  const { field, fieldState } = useController({ control, name });
  const value: unknown = field.value;
  const number = typeof value === 'number' ? value : null;
  const [text, setText] = useState(() => formatDecimalInput(number));
  // A value set from outside (the form reset after a save, a draft restored) replaces the text.
  useEffect(() => {
    setText((current) => (parseDecimalInput(current) === number ? current : formatDecimalInput(number)));
  }, [number]);
  const message = fieldState.error?.message;
  return (
    <TextField
      name={field.name}
      inputRef={field.ref}
      label={label}
      value={text}
      onBlur={field.onBlur}
      onChange={(event) => {
        const masked = maskDecimalInput(event.target.value);
        setText(masked);
        field.onChange(parseDecimalInput(masked));
      }}
      error={message !== undefined}
      helperText={message}
      fullWidth
      slotProps={{
        input: unit ? { endAdornment: <InputAdornment position="end">{unit}</InputAdornment> } : {},
        htmlInput: { inputMode: 'decimal' },
        formHelperText: message !== undefined ? { role: 'alert' } : undefined,
      }}
    />
  );
}
