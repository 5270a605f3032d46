import { formatBRL } from '@celebra/shared/format';
import type { TPurchasePaymentState } from '@celebra/shared/models';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { TPaymentMethod } from './use-checkout';
import { formatCountdown, useSecondsLeft } from './use-purchase-status';

/** Above the cart's form while a Pix generated for it can still be paid: one tap shows it again. */
export function OpenPixNotice({ pix, onShow }: { pix: TPurchasePaymentState; onShow: () => void }) {
  const secondsLeft = useSecondsLeft(pix.pix?.expiresAt ?? new Date(0).toISOString());
  return (
    <Alert
      severity="info"
      role="status"
      action={
        <Button color="inherit" size="small" onClick={onShow} sx={{ minHeight: 44 }}>
          Ver código Pix
        </Button>
      }
    >
      Há um código Pix de {formatBRL(pix.totalPrice)} aberto, válido por mais {formatCountdown(secondsLeft)}.
      Se você já pagou, a confirmação aparece nele.
    </Alert>
  );
}

/**
 * Asked before paying again while a Pix is open: a guest who paid it in the bank's app, the
 * confirmation not in yet, would otherwise pay the same gifts twice. Seeing the code is the first
 * choice; paying anew leaves the open code behind.
 */
export function OpenPixQuestion({
  open,
  pix,
  method,
  onShow,
  onPayAnew,
}: {
  open: boolean;
  pix: TPurchasePaymentState;
  method: TPaymentMethod;
  onShow: () => void;
  onPayAnew: () => void;
}) {
  return (
    <Dialog open={open} onClose={onShow} aria-labelledby="open-pix-title" maxWidth="xs">
      <DialogTitle id="open-pix-title">Você já tem um Pix aberto</DialogTitle>
      <DialogContent>
        <DialogContentText>
          O código Pix de {formatBRL(pix.totalPrice)} gerado para estes presentes ainda pode ser pago. Se você
          já pagou no app do banco, não pague de novo: abra o código e aguarde a confirmação.
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onPayAnew}>
          {method === 'pix' ? 'Gerar outro código' : 'Pagar com cartão mesmo assim'}
        </Button>
        <Button variant="contained" onClick={onShow} autoFocus>
          Ver código Pix
        </Button>
      </DialogActions>
    </Dialog>
  );
}
