import type { TEventGift } from '@celebra/shared/models';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import type { TGiftChoice } from './cart/cart-rules';
import { useListTakenOver } from './cart/use-early-taps';
import { GiftListCard } from './GiftListCard';

type Props = {
  gifts: readonly TEventGift[];
  /** The host's words on how gifts work (or the platform's default), shown above the list. */
  notice?: string;
  /** How many of each gift (by id) the cart already holds. */
  inCart: ReadonlyMap<number, number>;
  /** Prices with the platform's fee when the guest covers it, the gifts' own when not. */
  coverFee?: boolean;
  onAdd: (gift: TEventGift, choice?: TGiftChoice) => void;
};

// How long the card says 'Adicionado ✓' and the page says the gift went in.
const FEEDBACK_MS = 2500;

/**
 * The gift list: the notice on how gifts work, then each gift's card (GiftListCard) in the order
 * the server sends them (the host's, given ones last). Adding a gift is answered where the guest
 * looks, on the card's button, and in a short message a screen reader reads out.
 */
export function GiftList({ gifts, notice, inCart, coverFee = true, onAdd }: Props) {
  const [added, setAdded] = useState<number | null>(null);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  useListTakenOver();

  const add = (gift: TEventGift, choice?: TGiftChoice) => {
    onAdd(gift, choice);
    setAdded(gift.id);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setAdded(null), FEEDBACK_MS);
  };

  return (
    <>
      {notice && (
        <Box
          component="aside"
          aria-label="Como funcionam os presentes"
          sx={{
            display: 'flex',
            gap: 1,
            alignItems: 'flex-start',
            mb: 2,
            p: 1.5,
            borderRadius: 2,
            bgcolor: 'action.hover',
            color: 'text.secondary',
          }}
        >
          <InfoOutlined fontSize="small" sx={{ mt: 0.25, flexShrink: 0 }} aria-hidden />
          {/* The host's text as written: plain text, their line breaks kept. */}
          <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {notice}
          </Typography>
        </Box>
      )}
      {gifts.length === 0 ? (
        <Typography color="text.secondary" sx={{ textAlign: 'center' }}>
          Nenhum presente disponível no momento.
        </Typography>
      ) : (
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
          }}
        >
          {gifts.map((gift) => (
            <GiftListCard
              key={gift.id}
              gift={gift}
              inCart={inCart.get(gift.id) ?? 0}
              coverFee={coverFee}
              justAdded={added === gift.id}
              onAdd={add}
            />
          ))}
        </Box>
      )}
      {/* Always in the page, so its change is read out; seen for a moment above the cart button. */}
      <Box
        role="status"
        aria-live="polite"
        sx={{
          position: 'fixed',
          left: '50%',
          transform: 'translateX(-50%)',
          bottom: 'calc(max(16px, env(safe-area-inset-bottom)) + 72px)',
          zIndex: (theme) => theme.zIndex.snackbar,
          maxWidth: 'calc(100vw - 32px)',
          px: 2,
          py: 1,
          borderRadius: 2,
          bgcolor: 'grey.900',
          color: 'common.white',
          boxShadow: 3,
          typography: 'body2',
          // Hidden by opacity, not display: a region taken out of the page is not read when it comes back.
          opacity: added === null ? 0 : 1,
          pointerEvents: 'none',
          transition: 'opacity 150ms',
        }}
      >
        {added === null ? '' : 'Presente adicionado ao carrinho'}
      </Box>
    </>
  );
}
