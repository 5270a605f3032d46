import { EVENT_DETAILS_MESSAGES } from '@celebra/shared/validation';
import { parseIsoDate, toIsoDate } from '@celebra/shared/format';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { useState } from 'react';
import { type Control, Controller } from 'react-hook-form';
import type { TEventDetailsForm } from '@celebra/shared/validation';
import { usePickerOpening } from './use-picker-opening';

type Props = {
  control: Control<TEventDetailsForm>;
  /** Told whether the typed date is one the picker refuses (not a date, or a past day). */
  onInvalid: (invalid: boolean) => void;
};

/** The event date, dd/MM/yyyy in pt-BR; past days are disabled. */
export function DateField({ control, onInvalid }: Props) {
  const opening = usePickerOpening();
  const [pickerError, setPickerError] = useState(false);
  return (
    <Controller
      control={control}
      name="eventDate"
      render={({ field, fieldState }) => {
        const showPickerError = pickerError && fieldState.isDirty;
        return (
          <DatePicker
            label="Data"
            format="dd/MM/yyyy"
            disablePast
            value={parseIsoDate(field.value)}
            onChange={(date) => field.onChange(toIsoDate(date) ?? '')}
            onError={(reason) => {
              const invalid = reason !== null;
              setPickerError(invalid);
              onInvalid(invalid && fieldState.isDirty);
            }}
            inputRef={field.ref}
            {...opening.pickerProps}
            slotProps={{
              textField: {
                name: field.name,
                fullWidth: true,
                onBlur: field.onBlur,
                error: showPickerError || Boolean(fieldState.error),
                helperText: showPickerError ? EVENT_DETAILS_MESSAGES.dateInputInvalid : fieldState.error?.message,
                ...opening.fieldProps,
              },
            }}
          />
        );
      }}
    />
  );
}
