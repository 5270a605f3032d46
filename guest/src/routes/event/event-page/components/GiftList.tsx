import { formatBRL } from '@celebra/shared/format';
import type { TEventGift } from '@celebra/shared/models';
import AddShoppingCartRounded from '@mui/icons-material/AddShoppingCartRounded';
import CardGiftcardRounded from '@mui/icons-material/CardGiftcardRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

type Props = {
  gifts: readonly TEventGift[];
  /** How many of each gift (by id) the cart already holds. */
  inCart: ReadonlyMap<number, number>;
  /** Prices with the platform's fee when the guest covers it, the gifts' own when not. */
  coverFee?: boolean;
  onAdd: (gift: TEventGift) => void;
};

const IMAGE_SIZE = 320;

/**
 * The gift list: each gift with its image, name, the price the guest would pay in BRL (with the
 * fee or without, as the cart's box says) and an add button.
 */
export function GiftList({ gifts, inCart, coverFee = true, onAdd }: Props) {
  if (gifts.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ textAlign: 'center' }}>
        Nenhum presente disponível no momento.
      </Typography>
    );
  }
  return (
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
      {gifts.map((gift) => {
        const quantity = inCart.get(gift.id) ?? 0;
        return (
          <Paper
            key={gift.id}
            component="li"
            variant="outlined"
            sx={{ display: 'flex', flexDirection: 'column', overflow: 'hidden' }}
          >
            <Box sx={{ aspectRatio: '1 / 1', bgcolor: 'grey.100', display: 'flex' }}>
              {gift.imageUrl ? (
                <Box
                  component="img"
                  src={gift.imageUrl}
                  alt=""
                  width={IMAGE_SIZE}
                  height={IMAGE_SIZE}
                  loading="lazy"
                  decoding="async"
                  sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
                />
              ) : (
                <CardGiftcardRounded sx={{ m: 'auto', fontSize: 56, color: 'grey.400' }} aria-hidden />
              )}
            </Box>
            <Box sx={{ p: 1.5, display: 'flex', flexDirection: 'column', gap: 1, flexGrow: 1 }}>
              <Typography
                component="h3"
                sx={{
                  fontWeight: 500,
                  lineHeight: 1.3,
                  flexGrow: 1,
                  // A gift's name may be one long word: it wraps inside the card, never past it.
                  overflowWrap: 'anywhere',
                  wordBreak: 'break-word',
                }}
              >
                {gift.name}
              </Typography>
              <Typography sx={{ fontWeight: 700, color: 'primary.main', fontSize: '1.1rem' }}>
                {formatBRL(coverFee ? gift.price : gift.priceWithoutFee)}
              </Typography>
              <Button
                variant={quantity > 0 ? 'outlined' : 'contained'}
                startIcon={<AddShoppingCartRounded />}
                onClick={() => onAdd(gift)}
                disabled={!gift.isAvailable}
                aria-label={`Adicionar ${gift.name} ao carrinho`}
              >
                {gift.isAvailable ? 'Adicionar' : 'Indisponível'}
              </Button>
              {quantity > 0 && (
                <Typography variant="caption" color="text.secondary" sx={{ textAlign: 'center' }}>
                  {quantity === 1 ? '1 no carrinho' : `${quantity} no carrinho`}
                </Typography>
              )}
            </Box>
          </Paper>
        );
      })}
    </Box>
  );
}
