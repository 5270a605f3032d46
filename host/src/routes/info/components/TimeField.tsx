import { dateToTime, roundTimeToStep, TIME_STEP_MINUTES, timeToDate } from '@celebra/shared/format';
import type { TEventDetailsForm } from '@celebra/shared/validation';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { type Control, Controller } from 'react-hook-form';
import { usePickerOpening } from './use-picker-opening';

type Props = { control: Control<TEventDetailsForm>; name: 'startTime' | 'endTime'; label: string };

/** A time of day, HH:mm in 15-minute steps; a typed time moves to the nearest step when the field is left. */
export function TimeField({ control, name, label }: Props) {
  const opening = usePickerOpening();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TimePicker
          label={label}
          format="HH:mm"
          ampm={false}
          timeSteps={{ minutes: TIME_STEP_MINUTES }}
          value={timeToDate(field.value)}
          onChange={(date) => field.onChange(dateToTime(date) ?? '')}
          inputRef={field.ref}
          {...opening.pickerProps}
          slotProps={{
            textField: {
              name: field.name,
              fullWidth: true,
              onBlur: () => {
                const rounded = roundTimeToStep(field.value);
                if (rounded && rounded !== field.value) field.onChange(rounded);
                field.onBlur();
              },
              error: Boolean(fieldState.error),
              helperText: fieldState.error?.message,
              ...opening.fieldProps,
            },
          }}
        />
      )}
    />
  );
}
