import { RSVP_MESSAGES } from '@celebra/shared/messages';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { type Control, useController } from 'react-hook-form';
import type { TPresenceValues } from './form-values';
import type { TPresenceBody } from './presence-resolver';

/**
 * 'Vou' or 'Não poderei ir', two buttons of which one stays pressed once chosen (pressing the
 * chosen one again keeps it: an answer is changed by pressing the other).
 */
export function AttendingChoice({ control }: { control: Control<TPresenceValues, unknown, TPresenceBody> }) {
  const { field } = useController({ control, name: 'attending' });
  return (
    <ToggleButtonGroup
      exclusive
      fullWidth
      color="primary"
      aria-label="Você vai?"
      value={field.value ?? null}
      onChange={(_event, value: boolean | null) => {
        if (value !== null) field.onChange(value);
      }}
      sx={{ gridColumn: { sm: '1 / -1' } }}
    >
      <ToggleButton value={true} ref={field.ref}>
        {RSVP_MESSAGES.attendingLabel}
      </ToggleButton>
      <ToggleButton value={false}>{RSVP_MESSAGES.decliningLabel}</ToggleButton>
    </ToggleButtonGroup>
  );
}
