import { apiRoutes } from '@celebra/shared/api';
import { phoneDigits } from '@celebra/shared/format';
import type { TGuest } from '@celebra/shared/models';
import { useAlert } from '@celebra/ui/alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { api } from '../../../common/api';

/** Whether two rows share an e-mail (any case) or a phone's digits: likely one person. */
function sameContact(a: TGuest, b: TGuest): boolean {
  const email = a.email.trim().toLowerCase();
  const digits = phoneDigits(a.phoneNumber);
  return (
    (email !== '' && email === b.email.trim().toLowerCase()) ||
    (digits !== '' && digits === phoneDigits(b.phoneNumber))
  );
}

/** The other rows, those with the same contact first: the likely match comes preselected. */
export function mergeCandidates(guest: TGuest, guests: TGuest[]): TGuest[] {
  const others = guests.filter((other) => other.id !== guest.id);
  return [
    ...others.filter((other) => sameContact(guest, other)),
    ...others.filter((other) => !sameContact(guest, other)),
  ];
}

type Props = {
  eventId: number;
  /** The row whose answer moves (an answer sent without the personal link); closed when null. */
  guest: TGuest | null;
  guests: TGuest[];
  onClose: () => void;
  onMerged: () => void;
};

/**
 * 'Juntar com outro convidado': an answer sent on the site without the personal link is a row of
 * its own, even with a known e-mail or phone. The host, who knows their guests, joins it to the
 * row it belongs to: the answer moves there and this row goes away.
 */
export function MergeGuestDialog({ eventId, guest, guests, onClose, onMerged }: Props) {
  const alert = useAlert();
  const candidates = guest ? mergeCandidates(guest, guests) : [];
  const [intoId, setIntoId] = useState('');
  const [busy, setBusy] = useState(false);
  const firstCandidate = candidates[0]?.id;
  useEffect(() => {
    setIntoId(firstCandidate === undefined ? '' : String(firstCandidate));
  }, [firstCandidate]);

  const merge = async () => {
    if (!guest || intoId === '') return;
    setBusy(true);
    try {
      const answer = await api.call(apiRoutes.usersMergeGuest, {
        params: { eventId, guestId: guest.id },
        body: { intoGuestId: Number(intoId) },
      });
      alert.success(answer.message);
      onClose();
      onMerged();
    } catch (error) {
      alert.error(error, 'Erro ao juntar as respostas.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={guest !== null}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="merge-guest-title"
    >
      <DialogTitle id="merge-guest-title">Juntar com outro convidado</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 2 }}>
          A resposta de {guest ? `${guest.firstName} ${guest.lastName}` : ''} passa para o convidado escolhido
          (que mantém o link pessoal), e esta linha sai da lista. Junte só quando tiver certeza de que é a
          mesma pessoa.
        </Typography>
        <TextField
          select
          fullWidth
          label="Juntar a"
          value={intoId}
          onChange={(event) => setIntoId(event.target.value)}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          {candidates.map((other) => (
            <option key={other.id} value={other.id}>
              {`${other.firstName} ${other.lastName}${other.email ? ` · ${other.email}` : ''}${other.phoneNumber ? ` · ${other.phoneNumber}` : ''}`}
            </option>
          ))}
        </TextField>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancelar</Button>
        <Button variant="contained" onClick={merge} loading={busy} disabled={intoId === ''}>
          Juntar
        </Button>
      </DialogActions>
    </Dialog>
  );
}
