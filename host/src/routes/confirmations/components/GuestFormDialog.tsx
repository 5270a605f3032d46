import { apiRoutes } from '@celebra/shared/api';
import { maskPhone, PHONE_MAX_LENGTH } from '@celebra/shared/format';
import { GUEST_LIST_MESSAGES, RSVP_MESSAGES } from '@celebra/shared/messages';
import type { TGuest } from '@celebra/shared/models';
import { type TGuestForm, ZGuestFormSchema } from '@celebra/shared/validation';
import { useAlert } from '@celebra/ui/alert';
import { useDirtyClose } from '@celebra/ui/dialogs';
import { FormTextField, guestLiveMessage, withLiveMessages } from '@celebra/ui/forms';
import { zodResolver } from '@hookform/resolvers/zod';
import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { api } from '../../../common/api';
import { useLeaveWarning } from '../../../common/unsaved/use-leave-warning';

type TOutput = z.output<typeof ZGuestFormSchema>;

const EMPTY: TGuestForm = {
  firstName: '',
  lastName: '',
  email: '',
  phoneNumber: '',
  companions: [],
  attending: true,
};

/** The answer choice: a radio's value is text, so null (invited, no answer yet) travels as 'null'. */
const ANSWERS = [
  { value: 'true', label: RSVP_MESSAGES.attendingLabel },
  { value: 'false', label: RSVP_MESSAGES.decliningLabel },
  { value: 'null', label: 'Sem resposta (convidar)' },
] as const;
const answerFromRadio = (value: string): boolean | null => (value === 'null' ? null : value === 'true');

// Live: an emptied field says '* Campo obrigatório'; a phone typed halfway '* Número inválido'.
const resolver = withLiveMessages(zodResolver(ZGuestFormSchema), guestLiveMessage);

function toFormValues(guest: TGuest | null): TGuestForm {
  if (!guest) return EMPTY;
  return {
    firstName: guest.firstName,
    lastName: guest.lastName,
    email: guest.email,
    phoneNumber: maskPhone(guest.phoneNumber),
    companions: guest.companions.map(({ name, age }) => ({ name, age: String(age) })),
    attending: guest.attending,
  };
}

type Props = {
  eventId: number;
  /** Open with a guest to edit, with null to add; undefined when closed. */
  guest: TGuest | null | undefined;
  onClose: () => void;
  onSaved: () => void;
};

/**
 * The add / edit guest modal: POST without an id, PUT with one. 'Sem resposta (convidar)' adds a
 * guest to invite, who answers by their personal link.
 */
export function GuestFormDialog({ eventId, guest, onClose, onSaved }: Props) {
  const alert = useAlert();
  const open = guest !== undefined;
  const { control, handleSubmit, reset, formState } = useForm<TGuestForm, unknown, TOutput>({
    resolver,
    mode: 'onChange',
    defaultValues: EMPTY,
  });
  const companions = useFieldArray({ control, name: 'companions' });
  useLeaveWarning(open && formState.isDirty);
  const { requestClose, guard } = useDirtyClose(onClose, open && formState.isDirty);

  useEffect(() => {
    if (open) reset(toFormValues(guest ?? null));
  }, [open, guest, reset]);

  const submit = handleSubmit(async (body) => {
    try {
      if (guest) {
        await api.call(apiRoutes.usersUpdateGuest, { params: { eventId, guestId: guest.id }, body });
      } else {
        await api.call(apiRoutes.usersCreateGuest, { params: { eventId }, body: { ...body, eventId } });
      }
      reset(EMPTY);
      onClose();
      onSaved();
      alert.success(guest ? GUEST_LIST_MESSAGES.guestUpdated : GUEST_LIST_MESSAGES.guestAdded);
    } catch (error) {
      alert.error(error, 'Erro ao salvar convidado.');
    }
  });

  return guard(
    <Dialog open={open} onClose={requestClose} maxWidth="sm" fullWidth aria-labelledby="guest-form-title">
      <form noValidate onSubmit={submit}>
        <DialogTitle id="guest-form-title">{guest ? 'Editar convidado' : 'Adicionar convidado'}</DialogTitle>
        <DialogContent>
          <Grid container spacing={2} sx={{ pt: 1 }}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField control={control} name="firstName" label="Nome" />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField control={control} name="lastName" label="Sobrenome" />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField control={control} name="email" label="E-mail" type="email" />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField
                control={control}
                name="phoneNumber"
                label="Telefone"
                type="tel"
                placeholder="(11) 98765-4321"
                mask={maskPhone}
                slotProps={{ htmlInput: { maxLength: PHONE_MAX_LENGTH, inputMode: 'tel' } }}
              />
            </Grid>
          </Grid>
          <Controller
            control={control}
            name="attending"
            render={({ field }) => (
              <FormControl component="fieldset" sx={{ mt: 2 }}>
                <FormLabel component="legend">Resposta</FormLabel>
                <RadioGroup
                  row
                  name={field.name}
                  value={String(field.value ?? null)}
                  onChange={(event) => field.onChange(answerFromRadio(event.target.value))}
                >
                  {ANSWERS.map((answer) => (
                    <FormControlLabel
                      key={answer.value}
                      value={answer.value}
                      control={<Radio />}
                      label={answer.label}
                    />
                  ))}
                </RadioGroup>
              </FormControl>
            )}
          />
          <Typography variant="h3" component="h3" sx={{ mt: 3, mb: 1 }}>
            Acompanhantes
          </Typography>
          {companions.fields.map((row, index) => (
            <Box key={row.id} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', mb: 1.5 }}>
              <Box sx={{ flex: 3 }}>
                <FormTextField
                  control={control}
                  name={`companions.${index}.name`}
                  label={`Nome do acompanhante ${index + 1}`}
                  size="small"
                />
              </Box>
              <Box sx={{ flex: 1.4 }}>
                <FormTextField
                  control={control}
                  name={`companions.${index}.age`}
                  label="Idade"
                  size="small"
                  mask={(value) => value.replace(/\D/g, '').slice(0, 3)}
                  // The short visible label fits the row; the accessible name says whose age it is.
                  slotProps={{
                    htmlInput: { inputMode: 'numeric', 'aria-label': `Idade do acompanhante ${index + 1}` },
                  }}
                />
              </Box>
              <IconButton
                aria-label={`Remover acompanhante ${index + 1}`}
                onClick={() => companions.remove(index)}
                sx={{ mt: 0.25 }}
              >
                <CloseIcon />
              </IconButton>
            </Box>
          ))}
          <Button startIcon={<AddIcon />} onClick={() => companions.append({ name: '', age: '' })}>
            Adicionar acompanhante
          </Button>
        </DialogContent>
        <DialogActions>
          <Button onClick={requestClose}>Cancelar</Button>
          <Button type="submit" variant="contained" loading={formState.isSubmitting}>
            Salvar
          </Button>
        </DialogActions>
      </form>
    </Dialog>,
  );
}
