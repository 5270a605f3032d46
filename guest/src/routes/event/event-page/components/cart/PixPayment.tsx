import { formatBRL } from '@celebra/shared/format';
import type { TPurchasePaymentState } from '@celebra/shared/models';
import { useQrCodes } from '@celebra/ui/qr';
import ContentCopyRounded from '@mui/icons-material/ContentCopyRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { formatCountdown, usePurchaseStatus, useSecondsLeft } from './use-purchase-status';

type Props = {
  purchase: TPurchasePaymentState;
  statusToken: string;
  /** The Pix was paid: the cart is done. */
  onApproved: () => void;
  /** 'Gerar novo código': the same cart, a new Pix. */
  onRegenerate: () => void;
  isRegenerating: boolean;
  /** Back to the cart's lines and form, the cart as it was. */
  onBack: () => void;
  /** The Pix can no longer be paid (paid, refused, cancelled or expired). */
  onSettled: () => void;
  /** The Pix was kept from an earlier visit: its status is asked at once. */
  isRestored?: boolean;
};

/**
 * The Pix on our own page: its QR code for a phone's camera, its copia-e-cola with a button that
 * copies it, the time left to pay, and the purchase's status asked again every few seconds: paid,
 * the guest goes on (onApproved); expired or cancelled, a new code can be generated; refused,
 * the cart is still there.
 */
export function PixPayment({
  purchase,
  statusToken,
  onApproved,
  onRegenerate,
  isRegenerating,
  onBack,
  onSettled,
  isRestored = false,
}: Props) {
  const state = usePurchaseStatus(purchase, statusToken, isRestored);
  const pix = state.pix ?? purchase.pix;
  const secondsLeft = useSecondsLeft(pix?.expiresAt ?? new Date(0).toISOString());
  // Drawn here from the copia-e-cola: the same code, a few kilobytes less in every answer.
  const [qrCode] = useQrCodes(pix ? [pix.code] : []) ?? [];
  const [copied, setCopied] = useState(false);
  const isApproved = state.status === 'APPROVED';

  useEffect(() => {
    if (isApproved) onApproved();
  }, [isApproved, onApproved]);

  // The clock may run out before the server says so: the code cannot be paid any more either way.
  const isExpired =
    state.status === 'EXPIRED' ||
    state.status === 'CANCELLED' ||
    (state.status === 'PENDING' && secondsLeft === 0);
  const isSettled = state.status !== 'PENDING' || isExpired;
  useEffect(() => {
    if (isSettled) onSettled();
  }, [isSettled, onSettled]);

  const copy = async () => {
    if (!pix) return;
    try {
      await navigator.clipboard.writeText(pix.code);
      setCopied(true);
    } catch {
      // No clipboard (an old browser, a page not served over https): the code stays selectable.
      setCopied(false);
    }
  };

  if (state.status === 'RECUSED') {
    return (
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Alert severity="error">
          O pagamento foi recusado. Seus presentes continuam no carrinho: tente de novo.
        </Alert>
        <Button variant="contained" onClick={onBack}>
          Voltar ao carrinho
        </Button>
      </Box>
    );
  }

  if (isExpired) {
    return (
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Alert severity="warning">
          {state.status === 'CANCELLED' ? 'O código Pix foi cancelado.' : 'O código Pix expirou.'}
        </Alert>
        <Button
          variant="contained"
          size="large"
          onClick={onRegenerate}
          disabled={isRegenerating}
          startIcon={isRegenerating ? <CircularProgress size={18} color="inherit" /> : undefined}
        >
          Gerar novo código
        </Button>
        <Button onClick={onBack}>Voltar ao carrinho</Button>
      </Box>
    );
  }

  return (
    <Box
      component="section"
      aria-label="Pagamento com Pix"
      sx={{ display: 'flex', flexDirection: 'column', gap: 2, alignItems: 'stretch' }}
    >
      <Typography sx={{ fontWeight: 600, textAlign: 'center' }}>
        Pague {formatBRL(state.totalPrice)} com Pix
      </Typography>
      {isApproved ? (
        <Alert severity="success">Pagamento aprovado!</Alert>
      ) : (
        <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
          Abra o app do seu banco, escolha Pix e leia o QR code ou cole o código. Esta página mostra a
          confirmação assim que o pagamento chegar.
        </Typography>
      )}
      {pix && (
        <>
          {qrCode ? (
            <Box
              component="img"
              src={qrCode}
              alt="QR code do Pix"
              width={220}
              height={220}
              sx={{ alignSelf: 'center', imageRendering: 'pixelated' }}
            />
          ) : (
            // Its place kept while it is drawn, so the code and the button below do not move.
            <Box sx={{ alignSelf: 'center', width: 220, height: 220, display: 'grid', placeItems: 'center' }}>
              <CircularProgress size={24} aria-hidden />
            </Box>
          )}
          <TextField
            label="Pix copia e cola"
            value={pix.code}
            slotProps={{ htmlInput: { readOnly: true }, inputLabel: { shrink: true } }}
            onFocus={(event) => event.target.select()}
            multiline
            maxRows={3}
          />
          <Button
            variant="contained"
            size="large"
            startIcon={<ContentCopyRounded />}
            onClick={() => void copy()}
          >
            {copied ? 'Código copiado!' : 'Copiar código'}
          </Button>
          <Typography role="timer" aria-live="off" sx={{ textAlign: 'center', fontWeight: 500 }}>
            Expira em {formatCountdown(secondsLeft)}
          </Typography>
        </>
      )}
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 1 }} role="status">
        {!isApproved && <CircularProgress size={16} aria-hidden />}
        <Typography variant="body2" color="text.secondary">
          {isApproved ? 'Pagamento confirmado.' : 'Aguardando o pagamento…'}
        </Typography>
      </Box>
      <Button onClick={onBack}>Voltar ao carrinho</Button>
    </Box>
  );
}

export { PixPayment as default };
