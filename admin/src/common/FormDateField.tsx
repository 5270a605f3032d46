/**
 * Dates and times typed the Brazilian way whatever the browser's language: 'dd/mm/aaaa' and a 24 h
 * 'HH:mm' (a native date or time input shows the browser's own format, 'mm/dd/yyyy' and AM/PM in
 * an English one). The form keeps what the API takes: the date as 'aaaa-mm-dd' once it is a real
 * day (until then what was typed, which the schema refuses naming the field), the time as 'HH:mm'.
 */
import { brDateToIso, isoDateToBr } from '@celebra/shared/format';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';

type Props<TIn extends FieldValues, TCtx, TOut extends FieldValues> = Pick<
  TextFieldProps,
  'label' | 'disabled'
> & {
  control: Control<TIn, TCtx, TOut>;
  name: Path<TIn>;
};

/** Digits as dd/mm/aaaa, the slashes put in as they are typed. */
export function maskBrDate(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 8);
  return [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4)].filter(Boolean).join('/');
}

/** Digits as HH:mm. */
export function maskTime(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}:${digits.slice(2)}` : digits;
}

function BoundField<TIn extends FieldValues, TCtx, TOut extends FieldValues>({
  control,
  name,
  placeholder,
  toText,
  fromText,
  mask,
  ...props
}: Props<TIn, TCtx, TOut> & {
  placeholder: string;
  toText: (value: string) => string;
  fromText: (text: string) => string;
  mask: (text: string) => string;
}) {
  const { field, fieldState } = useController({ control, name });
  const value = typeof field.value === 'string' ? field.value : '';
  const [text, setText] = useState(() => toText(value));
  // A value set from outside (the record reloaded, a draft restored) replaces the text.
  useEffect(() => {
    setText((current) => (fromText(current) === value ? current : toText(value)));
  }, [value, toText, fromText]);
  const message = fieldState.error?.message;
  return (
    <TextField
      {...props}
      name={field.name}
      inputRef={field.ref}
      value={text}
      placeholder={placeholder}
      onBlur={field.onBlur}
      onChange={(event) => {
        const masked = mask(event.target.value);
        setText(masked);
        field.onChange(fromText(masked));
      }}
      error={message !== undefined}
      helperText={message}
      fullWidth
      slotProps={{
        inputLabel: { shrink: true },
        htmlInput: { inputMode: 'numeric' },
        formHelperText: message !== undefined ? { role: 'alert' } : undefined,
      }}
    />
  );
}

const isoToText = (value: string) => isoDateToBr(value) ?? value;
const textToIso = (text: string) => brDateToIso(text) ?? text;
const same = (text: string) => text;

export function FormDateField<TIn extends FieldValues, TCtx, TOut extends FieldValues>(
  props: Props<TIn, TCtx, TOut>,
) {
  return (
    <BoundField
      {...props}
      placeholder="dd/mm/aaaa"
      toText={isoToText}
      fromText={textToIso}
      mask={maskBrDate}
    />
  );
}

export function FormTimeField<TIn extends FieldValues, TCtx, TOut extends FieldValues>(
  props: Props<TIn, TCtx, TOut>,
) {
  return <BoundField {...props} placeholder="hh:mm" toText={same} fromText={same} mask={maskTime} />;
}
