import { formatBRL, formatDateTime } from '@celebra/shared/format';
import type { THostReceivedGift } from '@celebra/shared/models';
import { PurchaseStateChip } from '@celebra/ui/purchase';
import CardGiftcardOutlinedIcon from '@mui/icons-material/CardGiftcardOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { formatReleaseDay } from '../format-release-day';

type PurchaseCardProps = {
  purchase: THostReceivedGift;
  /** A thank-you mark of this gift is on its way to the server. */
  busy?: boolean;
  onThanked?: (thanked: boolean) => void;
  onThank?: () => void;
};

/**
 * One purchase: who (or 'Anônimo'), when, the guest's note, the gifts, the total and the status;
 * an approved gift whose money is still in the platform's holding period says when it becomes
 * available. An approved gift carries the host's thank-you tracker: marked ('Agradecido em DD/MM',
 * with 'Desfazer') or not ('Marcar como agradecido'), and 'Agradecer', the ready message.
 */
export function PurchaseCard({ purchase, busy = false, onThanked, onThank }: PurchaseCardProps) {
  const guest = purchase.guestName?.trim() || 'Anônimo';
  return (
    <Card component="li" sx={{ p: 2, listStyle: 'none' }} aria-label={`Presente de ${guest}`}>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, flexWrap: 'wrap' }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography sx={{ fontWeight: 800 }}>{guest}</Typography>
          <Typography variant="body2" color="text.secondary">
            {formatDateTime(purchase.createdAt)}
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: 0.5 }}>
          <PurchaseStateChip state={purchase.state} remainingAmount={purchase.remainingAmount} />
          {purchase.status === 'APPROVED' && purchase.heldUntil && (
            <Typography variant="body2" color="text.secondary">
              a liberar em {formatReleaseDay(purchase.heldUntil)}
            </Typography>
          )}
        </Box>
      </Box>
      {purchase.guestMessage && (
        <Box
          component="blockquote"
          aria-label={`Mensagem de ${guest}`}
          sx={{
            m: 0,
            mt: 1.5,
            pl: 1.5,
            borderLeft: 3,
            borderColor: 'divider',
            fontStyle: 'italic',
            whiteSpace: 'pre-line',
            // A long word (a link, a row of emojis) wraps instead of widening the card.
            overflowWrap: 'anywhere',
          }}
        >
          “{purchase.guestMessage}”
        </Box>
      )}
      <Box component="ul" sx={{ p: 0, m: 0, mt: 1.5, display: 'grid', gap: 1 }}>
        {purchase.items.map((item) => (
          <Box
            component="li"
            key={item.id}
            sx={{ display: 'flex', alignItems: 'center', gap: 1.5, listStyle: 'none' }}
          >
            <Avatar
              variant="rounded"
              src={item.gift?.imageUrl ?? undefined}
              alt=""
              sx={{ width: 44, height: 44, bgcolor: 'action.hover', color: 'text.secondary' }}
            >
              <CardGiftcardOutlinedIcon />
            </Avatar>
            <Box sx={{ flex: 1 }}>
              <Typography>{item.giftName}</Typography>
              <Typography variant="body2" color="text.secondary">
                Vocês recebem {formatBRL(item.amount)}
              </Typography>
            </Box>
            <Typography color="text.secondary">x{item.quantity}</Typography>
          </Box>
        ))}
      </Box>
      <Typography align="right" sx={{ mt: 1.5, fontWeight: 800 }}>
        Total: {formatBRL(purchase.userAmount)}
      </Typography>
      {purchase.status === 'APPROVED' && onThanked && onThank && (
        <Box sx={{ mt: 1.5, display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'flex-end' }}>
          {purchase.thankedAt ? (
            <>
              <Chip
                color="success"
                variant="outlined"
                label={`Agradecido em ${formatReleaseDay(purchase.thankedAt)}`}
              />
              <Button size="small" onClick={() => onThanked(false)} disabled={busy}>
                Desfazer
              </Button>
            </>
          ) : (
            <Button size="small" variant="outlined" onClick={() => onThanked(true)} disabled={busy}>
              Marcar como agradecido
            </Button>
          )}
          <Button size="small" variant="contained" onClick={onThank}>
            Agradecer
          </Button>
        </Box>
      )}
    </Card>
  );
}
