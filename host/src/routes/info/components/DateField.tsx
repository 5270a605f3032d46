import { parseIsoDate, toIsoDate } from '@celebra/shared/format';
import { EVENT_DETAILS_MESSAGES, type TEventDetailsForm } from '@celebra/shared/validation';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { useEffect, useState } from 'react';
import { type Control, useController } from 'react-hook-form';
import { usePickerOpening } from './use-picker-opening';

type Props = {
  control: Control<TEventDetailsForm>;
  /** Told whether the date entered is one the picker refuses (not a date, or a past day). */
  onInvalid: (invalid: boolean) => void;
};

/**
 * The event date, dd/MM/yyyy in pt-BR; past days are disabled. A refused date shows 'Date input
 * not valid.' once the host changed it (an event already past may keep its stored date).
 */
export function DateField({ control, onInvalid }: Props) {
  const opening = usePickerOpening();
  const { field, fieldState } = useController({ control, name: 'eventDate' });
  const [refused, setRefused] = useState(false);
  const [changed, setChanged] = useState(false);
  const showRefused = refused && changed;
  useEffect(() => onInvalid(showRefused), [onInvalid, showRefused]);

  // The picker keeps the Date being typed: a half-typed year ('0002' after its first digit) is no
  // day the form can hold, and handing the picker back the form's empty value would wipe the day
  // and month already typed. An outside change of the form value (reset, loaded details) wins.
  const [draft, setDraft] = useState<Date | null>(() => parseIsoDate(field.value));
  const [lastValue, setLastValue] = useState(field.value);
  if (field.value !== lastValue) {
    setLastValue(field.value);
    setDraft(parseIsoDate(field.value));
  }

  return (
    <DatePicker
      label="Data"
      format="dd/MM/yyyy"
      disablePast
      value={draft}
      onChange={(date) => {
        const day = date && date.getFullYear() >= 1000 ? (toIsoDate(date) ?? '') : '';
        setChanged(true);
        setDraft(date);
        setLastValue(day);
        field.onChange(day);
      }}
      onError={(reason) => setRefused(reason !== null)}
      inputRef={field.ref}
      {...opening.pickerProps}
      slotProps={{
        textField: {
          name: field.name,
          fullWidth: true,
          onBlur: field.onBlur,
          error: showRefused || Boolean(fieldState.error),
          helperText: showRefused ? EVENT_DETAILS_MESSAGES.dateInputInvalid : fieldState.error?.message,
          ...opening.fieldProps,
        },
      }}
    />
  );
}
