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

type MaskedProps = Omit<TextFieldProps, 'value' | 'onChange'> & {
  /** What the form or filter keeps (the API's form once the text is complete, else the text). */
  value: string;
  onChange: (value: string) => void;
  toText: (value: string) => string;
  fromText: (text: string) => string;
  mask: (text: string) => string;
};

/** A text field that shows `toText(value)`, masks what is typed and hands back `fromText(text)`. */
function MaskedField({ value, onChange, toText, fromText, mask, slotProps, ...props }: MaskedProps) {
  const [text, setText] = useState(() => toText(value));
  // A value set from outside (the record reloaded, a draft restored, the address) replaces the text.
  useEffect(() => {
    setText((current) => (fromText(current) === value ? current : toText(value)));
  }, [value, toText, fromText]);
  return (
    <TextField
      {...props}
      value={text}
      onChange={(event) => {
        const masked = mask(event.target.value);
        setText(masked);
        onChange(fromText(masked));
      }}
      slotProps={{ ...slotProps, inputLabel: { shrink: true }, htmlInput: { inputMode: 'numeric' } }}
    />
  );
}

function BoundField<TIn extends FieldValues, TCtx, TOut extends FieldValues>({
  control,
  name,
  ...props
}: Props<TIn, TCtx, TOut> & Pick<MaskedProps, 'placeholder' | 'toText' | 'fromText' | 'mask'>) {
  const { field, fieldState } = useController({ control, name });
  const message = fieldState.error?.message;
  return (
    <MaskedField
      {...props}
      name={field.name}
      inputRef={field.ref}
      value={typeof field.value === 'string' ? field.value : ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={message !== undefined}
      helperText={message}
      fullWidth
      slotProps={{ formHelperText: message !== undefined ? { role: 'alert' } : undefined }}
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

/**
 * A date outside a form (a list's filter): dd/mm/aaaa on screen, `value` and `onChange` in the
 * API's aaaa-mm-dd once the day is real (until then what was typed).
 */
export function DateInput(props: Omit<MaskedProps, 'toText' | 'fromText' | 'mask' | 'placeholder'>) {
  return (
    <MaskedField
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
