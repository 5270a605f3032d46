import { FormTextField } from '@celebra/ui/forms';
import AddRounded from '@mui/icons-material/AddRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { type Control, type FieldErrors, useFieldArray, useWatch } from 'react-hook-form';
import { ageBand } from './age-band';
import type { TPresenceValues } from './form-values';
import type { TPresenceBody } from './presence-resolver';

const onlyDigits = (value: string) => value.replace(/\D/g, '').slice(0, 3);

type Props = {
  control: Control<TPresenceValues, unknown, TPresenceBody>;
  errors: FieldErrors<TPresenceValues>['companions'];
  /** A companion up to this age counts as a child. */
  childrenMaxAge: number;
};

/**
 * The companions, a row each with name and age; under each age whether it counts as a child or an
 * adult on this event. A row with neither name nor age is not sent.
 */
export function CompanionRows({ control, errors, childrenMaxAge }: Props) {
  const companions = useFieldArray({ control, name: 'companions' });
  const typed = useWatch({ control, name: 'companions' });

  return (
    <Box component="fieldset" sx={{ gridColumn: { sm: '1 / -1' }, border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" sx={{ fontWeight: 600, mb: 1 }}>
        Acompanhantes
      </Typography>
      {companions.fields.length === 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          Vai levar alguém? Adicione cada acompanhante com nome e idade.
        </Typography>
      )}
      {companions.fields.map((row, index) => {
        const rowErrors = errors?.[index];
        const messages = [rowErrors?.name?.message, rowErrors?.age?.message].filter(Boolean);
        const errorId = `companion-${row.id}-error`;
        // The row's messages go under the whole row: the age field is too narrow to hold them.
        const describedBy = messages.length > 0 ? { 'aria-describedby': errorId } : {};
        return (
          <Box key={row.id} sx={{ mb: 1.5 }}>
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
              <FormTextField
                control={control}
                name={`companions.${index}.name`}
                label={`Nome do acompanhante ${index + 1}`}
                hideErrorText
                sx={{ flex: 1 }}
                slotProps={{ htmlInput: describedBy }}
              />
              <FormTextField
                control={control}
                name={`companions.${index}.age`}
                label="Idade"
                mask={onlyDigits}
                hideErrorText
                helperText={ageBand(typed?.[index]?.age, childrenMaxAge)}
                fullWidth={false}
                sx={{ width: 84, flexShrink: 0 }}
                slotProps={{
                  htmlInput: {
                    inputMode: 'numeric',
                    'aria-label': `Idade do acompanhante ${index + 1}`,
                    ...describedBy,
                  },
                }}
              />
              <IconButton
                aria-label={`Remover acompanhante ${index + 1}`}
                onClick={() => companions.remove(index)}
                sx={{ mt: 0.25 }}
              >
                <DeleteOutlineRounded />
              </IconButton>
            </Box>
            {messages.length > 0 && (
              <FormHelperText id={errorId} error sx={{ mx: 1.75 }}>
                {messages.join(' ')}
              </FormHelperText>
            )}
          </Box>
        );
      })}
      <Button
        variant="outlined"
        startIcon={<AddRounded />}
        onClick={() => companions.append({ name: '', age: '' })}
      >
        Adicionar acompanhante
      </Button>
    </Box>
  );
}
