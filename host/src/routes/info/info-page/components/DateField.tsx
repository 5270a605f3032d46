import { parseIsoDate, toIsoDate } from '@celebra/shared/format';
import { EVENT_DETAILS_MESSAGES, type TEventDetailsForm } from '@celebra/shared/validation';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { useEffect, useState } from 'react';
import { type Control, Controller } from 'react-hook-form';
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
  const [refused, setRefused] = useState(false);
  const [changed, setChanged] = useState(false);
  const showRefused = refused && changed;
  useEffect(() => onInvalid(showRefused), [onInvalid, showRefused]);
  return (
    <Controller
      control={control}
      name="eventDate"
      render={({ field, fieldState }) => (
        <DatePicker
          label="Data"
          format="dd/MM/yyyy"
          disablePast
          value={parseIsoDate(field.value)}
          onChange={(date) => {
            setChanged(true);
            field.onChange(toIsoDate(date) ?? '');
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
      )}
    />
  );
}
