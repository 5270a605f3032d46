import type { THostReceivedGift } from '@celebra/shared/models';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { whatsAppLink } from '../../../common/site-url';
import { composeThankYou, thankYouMailLink } from '../compose-thank-you';

type ThankYouDialogProps = {
  gift: THostReceivedGift;
  /** Who signs the ready message: the couple's names (coupleSignature). */
  signature: string;
  busy: boolean;
  onMarkThanked: () => void;
  onClose: () => void;
};

/**
 * The thank-you for one gift: a ready message the host edits, sent by WhatsApp or e-mail from the
 * host's own apps. Sending does not mark the gift as thanked (the dialog cannot know the message
 * went out); the host marks it here or on the card.
 */
export function ThankYouDialog({ gift, signature, busy, onMarkThanked, onClose }: ThankYouDialogProps) {
  const [text, setText] = useState(() => composeThankYou(gift, signature));
  const guest = gift.guestName?.trim() || 'Anônimo';
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="thank-you-title">
      <DialogTitle id="thank-you-title">Agradecer a {guest}</DialogTitle>
      <DialogContent>
        <TextField
          label="Mensagem de agradecimento"
          value={text}
          onChange={(event) => setText(event.target.value)}
          multiline
          minRows={4}
          fullWidth
          sx={{ mt: 1 }}
        />
        {!gift.guestEmail && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            Este convidado não deixou o nome: só é possível enviar pelo WhatsApp.
          </Typography>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {/* To the number the couple's guest list has for this guest; without one, WhatsApp asks whom. */}
        <Button
          href={whatsAppLink(text, gift.guestPhone ?? '')}
          target="_blank"
          rel="noopener noreferrer"
          variant="outlined"
        >
          Enviar pelo WhatsApp
        </Button>
        {gift.guestEmail && (
          <Button href={thankYouMailLink(gift.guestEmail, text)} variant="outlined">
            Enviar por e-mail
          </Button>
        )}
        {!gift.thankedAt && (
          <Button onClick={onMarkThanked} disabled={busy} variant="contained">
            Marcar como agradecido
          </Button>
        )}
        <Button onClick={onClose}>Fechar</Button>
      </DialogActions>
    </Dialog>
  );
}
