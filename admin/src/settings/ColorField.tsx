import { needsVisiblyReadableVariant } from '@celebra/shared/format';
import { PANEL_COLOR_LOW_CONTRAST_MESSAGE } from '@celebra/shared/messages';
import { Alert, Box, TextField } from '@mui/material';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { useController } from 'react-hook-form';

/** A colour picker with its #RRGGBB value beside it, warning when the colour is hard to read as text. */
export function ColorField<T extends FieldValues>({
  control,
  name,
  label,
}: {
  control: Control<T, unknown, FieldValues>;
  name: Path<T>;
  label: string;
}) {
  const { field, fieldState } = useController({ control, name });
  const value = String(field.value ?? '');
  // A warning, not a block: the panel darkens the colour where it is text, so any colour works.
  const isHardToRead = /^#[0-9a-f]{6}$/i.test(value) && needsVisiblyReadableVariant(value);
  return (
    <Box>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <Box
          component="input"
          type="color"
          aria-label={label}
          value={/^#[0-9a-f]{6}$/i.test(value) ? value : '#000000'}
          onChange={(event) => field.onChange((event.target as HTMLInputElement).value.toUpperCase())}
          sx={{ width: 48, height: 40, p: 0, border: 0, bgcolor: 'transparent', cursor: 'pointer' }}
        />
        <TextField
          label={label}
          name={field.name}
          inputRef={field.ref}
          value={value}
          onChange={(event) => field.onChange(event.target.value)}
          onBlur={field.onBlur}
          error={fieldState.error !== undefined}
          helperText={fieldState.error?.message}
        />
      </Box>
      {isHardToRead && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          {PANEL_COLOR_LOW_CONTRAST_MESSAGE}
        </Alert>
      )}
    </Box>
  );
}
