import { guestsSendMessageRoute } from '@celebra/shared/api';
import { MESSAGE_SENT_MESSAGE } from '@celebra/shared/messages';
import { GUEST_MESSAGES, type TGuestMessageForm, ZGuestMessageFormSchema } from '@celebra/shared/validation';
import { useAlert } from '@celebra/ui/alert';
import { emptiedField, FormTextField, withLiveMessages } from '@celebra/ui/forms';
import { zodResolver } from '@hookform/resolvers/zod';
import SendRounded from '@mui/icons-material/SendRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useCallback, useState } from 'react';
import { useForm } from 'react-hook-form';
import { api } from '../../../../common/api';
import {
  forgetGuestContact,
  readGuestContact,
  rememberGuestContact,
  type TGuestContact,
  useGuestContactFill,
} from '../../../../common/guest-contact';
import { ConsentNote } from '../../../../common/legal-links';
import { RememberedNote } from '../../../../common/RememberedNote';
import { sitePasswordOf } from '../site-password';

const EMPTY: TGuestMessageForm = { firstName: '', lastName: '', email: '', message: '' };
const resolver = withLiveMessages(
  zodResolver(ZGuestMessageFormSchema),
  emptiedField(['firstName', 'lastName', 'email', 'message'], GUEST_MESSAGES.fieldEmptied),
);

/** The message to the hosts (POST /guests/message/{eventId}), with the form's messages. */
export function GuestMessageForm({ eventId }: { eventId: number }) {
  const alert = useAlert();
  // The name and e-mail this device kept from a form sent before (guest-contact.ts).
  const [kept, setKept] = useState(readGuestContact);
  const { control, handleSubmit, reset, formState, getValues, setValue } = useForm({
    defaultValues: { ...EMPTY, ...kept },
    resolver,
    mode: 'onChange',
  });
  const forget = () => {
    forgetGuestContact();
    setKept(null);
    reset({ ...EMPTY, message: getValues('message') });
  };
  const fill = useCallback(
    (contact: TGuestContact) => {
      setKept(contact);
      for (const name of ['firstName', 'lastName', 'email'] as const)
        if (!getValues(name)) setValue(name, contact[name]);
    },
    [getValues, setValue],
  );
  useGuestContactFill(fill);

  const send = handleSubmit(async (body) => {
    try {
      await api.call(guestsSendMessageRoute, {
        params: { eventId },
        body: { ...body, sitePassword: sitePasswordOf(eventId) },
      });
      const { firstName, lastName, email } = body;
      rememberGuestContact({ firstName, lastName, email });
      const contact = readGuestContact();
      setKept(contact);
      // A next message starts with who the guest is, if this device keeps it.
      reset({ ...EMPTY, ...contact });
      alert.success(MESSAGE_SENT_MESSAGE);
    } catch (error) {
      alert.error(error, 'Erro ao enviar recado.');
    }
  });

  return (
    <Box
      component="form"
      noValidate
      onSubmit={send}
      aria-label="Enviar recado"
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
        sx={{ gridColumn: { sm: '1 / -1' } }}
      />
      <FormTextField
        control={control}
        name="message"
        label="Mensagem"
        multiline
        minRows={4}
        required
        sx={{ gridColumn: { sm: '1 / -1' } }}
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={formState.isSubmitting}
        startIcon={formState.isSubmitting ? <CircularProgress size={18} color="inherit" /> : <SendRounded />}
        sx={{ gridColumn: { sm: '1 / -1' } }}
      >
        Enviar recado
      </Button>
      {kept && <RememberedNote onForget={forget} sx={{ gridColumn: { sm: '1 / -1' } }} />}
      <ConsentNote form="message" sx={{ gridColumn: { sm: '1 / -1' } }} />
    </Box>
  );
}
