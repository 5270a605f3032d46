import { guestsConfirmPresenceRoute } from '@celebra/shared/api';
import { maskPhone, PHONE_MAX_LENGTH } from '@celebra/shared/format';
import type { TPublicRsvp } from '@celebra/shared/models';
import { useAlert } from '@celebra/ui/alert';
import { FormTextField } from '@celebra/ui/forms';
import CheckRounded from '@mui/icons-material/CheckRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useCallback, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { api } from '../../../../../common/api';
import {
  forgetGuestContact,
  readGuestContact,
  rememberGuestContact,
  type TGuestContact,
  useGuestContactFill,
} from '../../../../../common/guest-contact';
import { ConsentNote } from '../../../../../common/legal-links';
import { RememberedNote } from '../../../../../common/RememberedNote';
import { sitePasswordOf } from '../../site-password';
import { AttendingChoice } from './AttendingChoice';
import { CompanionRows } from './CompanionRows';
import type { TPresenceValues } from './form-values';
import { HostQuestions } from './HostQuestions';
import { presenceResolver } from './presence-resolver';

const CONTACT_FIELDS = ['firstName', 'lastName', 'email'] as const;

type Props = {
  eventId: number;
  rsvp: TPublicRsvp;
  /** What the form starts with: blank, or a personal link's guest and last answer. */
  initialValues: TPresenceValues;
  /** The personal link's token: the answer then updates that guest. */
  invitationToken?: string;
};

/**
 * The presence confirmation (POST /guests/confirmation/{eventId}): 'Vou' or 'Não poderei ir', the
 * guest with their phone masked, a message, and for a guest who comes their companions and the
 * host's questions. After sending it stays filled: the guest may change the answer and send it
 * again, and the server updates the same guest (by link, e-mail or phone).
 */
export function PresenceForm({ eventId, rsvp, initialValues, invitationToken }: Props) {
  const alert = useAlert();
  const resolver = useMemo(() => presenceResolver(rsvp.questions), [rsvp.questions]);
  // A personal link's guest is who the link says; anyone else starts with what this device kept.
  const [kept, setKept] = useState(() => (invitationToken ? null : readGuestContact()));
  const { control, handleSubmit, formState, setValue, getValues } = useForm({
    defaultValues: { ...initialValues, ...kept },
    resolver,
    mode: 'onChange',
  });
  const declining = useWatch({ control, name: 'attending' }) === false;
  // What the server stored, said back in words once sent (and mailed to the address typed).
  const [recorded, setRecorded] = useState<{ summary: string; email: string } | null>(null);
  const forget = () => {
    forgetGuestContact();
    setKept(null);
    for (const name of CONTACT_FIELDS) setValue(name, '');
  };
  const fill = useCallback(
    (contact: TGuestContact) => {
      setKept(contact);
      for (const name of CONTACT_FIELDS) if (!getValues(name)) setValue(name, contact[name]);
    },
    [getValues, setValue],
  );
  useGuestContactFill(fill, !invitationToken);

  // `body` is the schema's output: texts trimmed, a blank message null, the companions complete,
  // the empty rows and blank answers dropped (and none of them for a guest who is not coming). A
  // protected site's password goes along (site-password.ts).
  const send = handleSubmit(async (body) => {
    try {
      const answer = await api.call(guestsConfirmPresenceRoute, {
        params: { eventId },
        body: { ...body, invitationToken, sitePassword: sitePasswordOf(eventId) },
      });
      const { firstName, lastName, email } = body;
      if (!invitationToken) rememberGuestContact({ firstName, lastName, email });
      setRecorded({ summary: answer.summary, email });
      alert.success(answer.message);
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
      <AttendingChoice control={control} />
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

      {!declining && (
        <>
          <CompanionRows
            control={control}
            errors={formState.errors.companions}
            childrenMaxAge={rsvp.childrenMaxAge}
          />
          <HostQuestions control={control} questions={rsvp.questions} />
        </>
      )}

      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={formState.isSubmitting}
        startIcon={formState.isSubmitting ? <CircularProgress size={18} color="inherit" /> : <CheckRounded />}
        sx={{ gridColumn: { sm: '1 / -1' } }}
      >
        {declining ? 'Enviar resposta' : 'Confirmar presença'}
      </Button>
      {recorded && (
        <Alert severity="success" role="status" sx={{ gridColumn: { sm: '1 / -1' } }}>
          {recorded.summary}
          {recorded.email && ` Enviamos uma cópia para ${recorded.email}.`}
        </Alert>
      )}
      {kept && <RememberedNote onForget={forget} sx={{ gridColumn: { sm: '1 / -1' } }} />}
      <ConsentNote form="confirmation" sx={{ gridColumn: { sm: '1 / -1' } }} />
    </Box>
  );
}
