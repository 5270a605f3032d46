import { formatBRL, responsiveImage } from '@celebra/shared/format';
import type { TEventGift } from '@celebra/shared/models';
import AddShoppingCartRounded from '@mui/icons-material/AddShoppingCartRounded';
import CardGiftcardRounded from '@mui/icons-material/CardGiftcardRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useId, useState } from 'react';
import { isGiven, maxQuantityOf, type TGiftChoice } from './cart/cart-rules';
import { GiftListCotas, GiftListCotasProgress } from './GiftListCotas';

// A free amount's field (MUI's text field) comes only with a list that has one.
const GiftListFreeAmount = lazy(() =>
  import('./GiftListFreeAmount').then((m) => ({ default: m.GiftListFreeAmount })),
);

type Props = {
  gift: TEventGift;
  /** How many units or cotas of it the cart holds. */
  inCart: number;
  coverFee: boolean;
  /** The guest has just added it: the button says so for a moment. */
  justAdded: boolean;
  onAdd: (gift: TEventGift, choice?: TGiftChoice) => void;
};

const IMAGE_SIZE = 320;
/**
 * The card's width, for the browser to pick the photo's copy: the grid's columns are at least
 * 150 px, two on a phone (half the screen less the page's margins and the gap), and never wider
 * than 210 px on a larger screen.
 */
export const GIFT_IMAGE_SIZES = '(max-width: 599.95px) calc(50vw - 24px), 210px';

// A description longer than this, or of more lines, is clamped with 'Ver mais': about three lines
// of the narrowest card. Counted, not measured, so the card is the same before and after layout.
const LONG_DESCRIPTION = 90;
const isLong = (text: string) => text.length > LONG_DESCRIPTION || text.split('\n').length > 3;

/**
 * One gift of the list: its photo, name, description, price and how to give it. An item ('Restam
 * 2') is added one at a time; cotas show how many were given and a stepper (GiftListCotas); a
 * free amount asks for the value (GiftListFreeAmount). A gift with nothing left says
 * 'Presenteado' and offers nothing.
 */
export function GiftListCard({ gift, inCart, coverFee, justAdded, onAdd }: Props) {
  const [isExpanded, setExpanded] = useState(false);
  const descriptionId = useId();
  const price = coverFee ? gift.price : gift.priceWithoutFee;
  const given = isGiven(gift);
  // What the cart could still take of it: what is left less what the cart holds.
  const addable = maxQuantityOf(gift) - inCart;

  return (
    <Paper
      component="li"
      variant="outlined"
      sx={{ display: 'flex', flexDirection: 'column', overflow: 'hidden', opacity: given ? 0.75 : 1 }}
    >
      <Box sx={{ aspectRatio: '1 / 1', bgcolor: 'grey.100', display: 'flex' }}>
        {gift.imageUrl ? (
          <Box
            component="img"
            src={gift.imageUrl}
            {...responsiveImage(gift.imageUrl, GIFT_IMAGE_SIZES)}
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
            // A gift's name may be one long word: it wraps inside the card, never past it.
            overflowWrap: 'anywhere',
            wordBreak: 'break-word',
          }}
        >
          {gift.name}
        </Typography>
        {gift.description && (
          <Box>
            <Typography
              id={descriptionId}
              variant="body2"
              color="text.secondary"
              sx={{
                whiteSpace: 'pre-line',
                overflowWrap: 'anywhere',
                ...(isLong(gift.description) && !isExpanded
                  ? {
                      display: '-webkit-box',
                      WebkitLineClamp: 3,
                      WebkitBoxOrient: 'vertical',
                      overflow: 'hidden',
                    }
                  : {}),
              }}
            >
              {gift.description}
            </Typography>
            {isLong(gift.description) && (
              <Button
                size="small"
                aria-expanded={isExpanded}
                aria-controls={descriptionId}
                onClick={() => setExpanded((open) => !open)}
                sx={{ px: 0, minWidth: 0 }}
              >
                {isExpanded ? 'Ver menos' : 'Ver mais'}
              </Button>
            )}
          </Box>
        )}
        <Box sx={{ flexGrow: 1 }} />
        {gift.kind === 'free' ? (
          <>
            <Typography sx={{ fontWeight: 700, color: 'primary.main', fontSize: '1.1rem' }}>
              Valor livre
            </Typography>
            <Typography variant="body2" color="text.secondary">
              Mínimo {formatBRL(gift.priceWithoutFee)}
            </Typography>
          </>
        ) : (
          <Typography sx={{ fontWeight: 700, color: 'primary.main', fontSize: '1.1rem' }}>
            {gift.kind === 'cotas' ? `Cota de ${formatBRL(price)}` : formatBRL(price)}
          </Typography>
        )}
        {gift.kind === 'cotas' && gift.quantity !== null && gift.remaining !== null && (
          <GiftListCotasProgress quantity={gift.quantity} remaining={gift.remaining} name={gift.name} />
        )}
        {gift.kind === 'item' && gift.remaining !== null && !given && (
          <Typography variant="body2" color="text.secondary">
            {gift.remaining === 1 ? 'Resta 1' : `Restam ${gift.remaining}`}
          </Typography>
        )}
        {given ? (
          <Typography
            sx={{
              textAlign: 'center',
              fontWeight: 700,
              color: 'success.dark',
              border: 1,
              borderColor: 'success.light',
              borderRadius: 1,
              py: 0.75,
            }}
          >
            Presenteado
          </Typography>
        ) : !gift.isAvailable ? (
          <Button variant="contained" disabled>
            Indisponível
          </Button>
        ) : gift.kind === 'cotas' ? (
          <GiftListCotas name={gift.name} addable={addable} onAdd={(quantity) => onAdd(gift, { quantity })} />
        ) : gift.kind === 'free' ? (
          <Suspense fallback={null}>
            <GiftListFreeAmount
              name={gift.name}
              minimum={gift.priceWithoutFee}
              inCart={inCart > 0}
              onAdd={(amount) => onAdd(gift, { amount })}
            />
          </Suspense>
        ) : (
          <Button
            variant={inCart > 0 ? 'outlined' : 'contained'}
            startIcon={<AddShoppingCartRounded />}
            onClick={() => onAdd(gift)}
            disabled={addable <= 0}
            // Answered from the start, before the site's script has taken the list over
            // (early-taps.ts): the gift, and how many more the cart can take.
            data-early-add={addable > 0 ? gift.id : undefined}
            data-early-max={addable > 0 ? addable : undefined}
            aria-label={addable <= 0 ? `No carrinho: ${gift.name}` : `Adicionar ${gift.name} ao carrinho`}
          >
            {addable <= 0 ? 'No carrinho' : 'Adicionar'}
          </Button>
        )}
        {/* Seen beside the button, which keeps its name (a voice user says what they see); the
            live region says it aloud. */}
        {justAdded && (
          <Typography
            variant="body2"
            aria-hidden
            sx={{ textAlign: 'center', fontWeight: 600, color: 'success.dark' }}
          >
            Adicionado ✓
          </Typography>
        )}
        {inCart > 0 && gift.kind !== 'free' && (
          <Typography variant="caption" color="text.secondary" sx={{ textAlign: 'center' }}>
            {gift.kind === 'cotas'
              ? `${inCart} ${inCart === 1 ? 'cota' : 'cotas'} no carrinho`
              : `${inCart} no carrinho`}
          </Typography>
        )}
      </Box>
    </Paper>
  );
}
