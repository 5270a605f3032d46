import { toServiceQuantity } from '@celebra/shared/validation';
import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import { Box, IconButton, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { useController } from 'react-hook-form';

/** The service quantity: minus and plus buttons, never below 0; a non-numeric entry becomes 0. */
export function QuantityStepper<T extends FieldValues>({
  control,
  name,
  label,
}: {
  control: Control<T, unknown, FieldValues>;
  name: Path<T>;
  label: string;
}) {
  const translate = useTranslate();
  const { field, fieldState } = useController({ control, name });
  const quantity =
    typeof field.value === 'number' ? field.value : toServiceQuantity(String(field.value ?? ''));
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
      <IconButton
        aria-label={translate('celebra.services.decrease')}
        onClick={() => field.onChange(Math.max(quantity - 1, 0))}
        disabled={quantity <= 0}
        sx={{ mt: 0.5 }}
      >
        <RemoveIcon />
      </IconButton>
      <TextField
        label={label}
        name={field.name}
        inputRef={field.ref}
        value={String(field.value ?? '')}
        onChange={(event) =>
          field.onChange(event.target.value === '' ? '' : toServiceQuantity(event.target.value))
        }
        onBlur={() => {
          field.onChange(quantity);
          field.onBlur();
        }}
        error={fieldState.error !== undefined}
        helperText={fieldState.error?.message}
        slotProps={{ htmlInput: { inputMode: 'numeric', style: { textAlign: 'center' } } }}
        sx={{ width: 140 }}
      />
      <IconButton
        aria-label={translate('celebra.services.increase')}
        onClick={() => field.onChange(quantity + 1)}
        sx={{ mt: 0.5 }}
      >
        <AddIcon />
      </IconButton>
    </Box>
  );
}
