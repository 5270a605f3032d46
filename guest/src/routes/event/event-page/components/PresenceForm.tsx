import { guestsConfirmPresenceRoute } from '@celebra/shared/api';
import { isValidPhone, maskPhone, PHONE_MAX_LENGTH } from '@celebra/shared/format';
import { emptiedField, withLiveMessages } from '@celebra/shared/forms';
import {
  GUEST_MESSAGES,
  type TPresenceConfirmationForm,
  ZPresenceConfirmationFormSchema,
} from '@celebra/shared/validation';
import { useAlert } from '@celebra/ui/alert';
import { FormTextField } from '@celebra/ui/forms';
import { zodResolver } from '@hookform/resolvers/zod';
import AddRounded from '@mui/icons-material/AddRounded';
import CheckRounded from '@mui/icons-material/CheckRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useFieldArray, useForm } from 'react-hook-form';
import { api } from '../../../../common/api';
import { sitePasswordOf } from '../site-password';

const EMPTY: TPresenceConfirmationForm = {
  firstName: '',
  lastName: '',
  email: '',
  phoneNumber: '',
  message: '',
  companions: [],
};

const resolver = withLiveMessages(
  zodResolver(ZPresenceConfirmationFormSchema),
  emptiedField(
    ['firstName', 'lastName', 'email', 'phoneNumber'],
    GUEST_MESSAGES.fieldEmptied,
    (name, value) =>
      // A phone still being typed says so as soon as it is not a complete number.
      name === 'phoneNumber' && !isValidPhone(String(value ?? ''))
        ? GUEST_MESSAGES.phoneInvalidLive
        : undefined,
  ),
);

const onlyDigits = (value: string) => value.replace(/\D/g, '').slice(0, 3);

/**
 * The presence confirmation (POST /guests/confirmation/{eventId}): the guest, their phone with
 * the mask, a message and companions; a companion row with neither name nor age is not sent.
 */
export function PresenceForm({ eventId }: { eventId: number }) {
  const alert = useAlert();
  const { control, handleSubmit, reset, formState } = useForm({
    defaultValues: EMPTY,
    resolver,
    mode: 'onChange',
  });
  const companions = useFieldArray({ control, name: 'companions' });

  // `body` is the schema's output: texts trimmed, a blank message null, the companions complete
  // and the empty rows dropped. A protected site's password goes along (site-password.ts).
  const send = handleSubmit(async (body) => {
    try {
      await api.call(guestsConfirmPresenceRoute, {
        params: { eventId },
        body: { ...body, sitePassword: sitePasswordOf(eventId) },
      });
      reset(EMPTY);
      alert.success('Presença confirmada.');
    } catch (error) {
      alert.error(error, 'Erro ao confirmar presença.');
    }
  });

  return (
    <Box
      component="form"
      noValidate
      onSubmit={send}
      aria-label="Confirmar presença"
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
    >
      <FormTextField control={control} name="firstName" label="Nome" autoComplete="given-name" required />
      <FormTextField
        control={control}
        name="lastName"
        label="Sobrenome"
        autoComplete="family-name"
        required
      />
      <FormTextField
        control={control}
        name="email"
        label="E-mail"
        type="email"
        autoComplete="email"
        required
      />
      <FormTextField
        control={control}
        name="phoneNumber"
        label="Telefone"
        type="tel"
        autoComplete="tel-national"
        placeholder="(11) 91234-5678"
        required
        mask={maskPhone}
        slotProps={{ htmlInput: { inputMode: 'tel', maxLength: PHONE_MAX_LENGTH } }}
      />
      <FormTextField
        control={control}
        name="message"
        label="Mensagem (opcional)"
        multiline
        minRows={3}
        sx={{ gridColumn: { sm: '1 / -1' } }}
      />

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
          const errors = formState.errors.companions?.[index];
          const messages = [errors?.name?.message, errors?.age?.message].filter(Boolean);
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

      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={formState.isSubmitting}
        startIcon={formState.isSubmitting ? <CircularProgress size={18} color="inherit" /> : <CheckRounded />}
        sx={{ gridColumn: { sm: '1 / -1' } }}
      >
        Confirmar presença
      </Button>
    </Box>
  );
}
