import { formatBRL, responsiveImage } from '@celebra/shared/format';
import type { TCartItem, TEventGift } from '@celebra/shared/models';
import { useAlert } from '@celebra/ui/alert';
import CardGiftcardRounded from '@mui/icons-material/CardGiftcardRounded';
import CloseRounded from '@mui/icons-material/CloseRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type FormEvent, lazy, Suspense, useCallback } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from '../../../../../common/router';
import { AmountInput } from './AmountInput';
import { CheckoutForm } from './CheckoutForm';
import { lineTitle, maxQuantityOf } from './cart-rules';
import {
  checkoutResolver,
  checkoutValues,
  firstCheckoutMessage,
  type TCheckoutDetails,
  type TCheckoutValues,
} from './checkout-form';
import { readKeptDetails, withDeviceContact } from './kept-details';
import { OpenPixNotice, OpenPixQuestion } from './OpenPix';
import { QuantityInput } from './QuantityInput';
import { type TPaymentMethod, useCheckout } from './use-checkout';
import { useInstallments } from './use-installments';

// Downloaded once a Pix is issued: a guest paying by card never loads it.
const PixPayment = lazy(() => import('./PixPayment'));

type Props = {
  open: boolean;
  onClose: () => void;
  eventId: number;
  /** The event's address: what the device keeps for its cart (the typed details, an open Pix). */
  slug: string;
  /** The way of paying chosen first (back from a refused card: the guest picked one). */
  initialMethod?: TPaymentMethod;
  items: readonly TCartItem[];
  /** The gifts' own prices × quantities. */
  subtotal: number;
  /** The platform's fee the guest pays on top (0 when not covering it). */
  fee: number;
  /** What the guest pays. */
  total: number;
  /** Whether the guest covers the platform's fee, and its percentage (0: no fee, no box). */
  coverFee: boolean;
  feePercentage: number;
  onCoverFee: (coverFee: boolean) => void;
  onQuantity: (id: number, typed: string) => void;
  /** A free amount's new value, in reais. */
  onAmount: (id: number, amount: number) => void;
  onRemove: (id: number) => void;
  /** The list as it is now: a free amount's minimum. */
  gifts: readonly TEventGift[];
  /** What meeting the list took from the cart, shown above its lines. */
  notice: string | null;
  /** Reads the event again after the checkout met a list that had changed. */
  onListChanged?: () => void;
};

const percentFormat = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 });

/**
 * 'Presentes Selecionados': the cart's lines, the box of covering the platform's fee, the
 * subtotal, the fee and the total, and the checkout, by Pix (first: the code is shown right here
 * and the page follows its payment) or by card (the provider's checkout page, in installments the
 * cart shows beforehand).
 */
export function CartDialog({
  open,
  onClose,
  eventId,
  slug,
  initialMethod = 'pix',
  items,
  subtotal,
  fee,
  total,
  coverFee,
  feePercentage,
  onCoverFee,
  onQuantity,
  onAmount,
  onRemove,
  gifts,
  notice,
  onListChanged,
}: Props) {
  const isPhone = useMediaQuery('(max-width:599.95px)');
  const alert = useAlert();
  // What the guest typed before leaving for the card's checkout, kept for this tab; never the CPF.
  // Else the name and e-mail this device kept from a form sent before (guest-contact.ts). The form
  // lives here, not in CheckoutForm: it outlives the Pix shown in its place ('Voltar ao carrinho',
  // a new code for an expired one).
  const { control, handleSubmit, getValues, setValue } = useForm<TCheckoutValues, unknown, TCheckoutDetails>({
    resolver: checkoutResolver,
    defaultValues: checkoutValues(initialMethod, withDeviceContact(readKeptDetails(slug))),
  });
  const method = useWatch({ control, name: 'method' });
  const {
    holds,
    checkout,
    isPaying,
    pix,
    openPix,
    isRestored,
    heldMethod,
    leavePix,
    backToCart,
    settlePix,
    showPix,
    payAnew,
  } = useCheckout(eventId, slug, items, coverFee, onListChanged);
  const installments = useInstallments(eventId, items, coverFee, open && method === 'card' && !pix);

  /** Checks the form against the contract's body and pays; a refusal is alerted, naming the field. */
  const pay = handleSubmit(
    (details) => checkout(getValues(), details),
    (errors) => alert.warning(firstCheckoutMessage(errors), 'Atenção!'),
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // An open Pix is asked about before the form is checked.
    if (holds(method)) return;
    void pay();
  };

  // A Pix paid here: the cart is emptied and the guest thanked, without a reload. Emptied line by
  // line with what the dialog already has, so the cart button of the first view carries nothing
  // more for it; the thank-you page empties the kept cart too.
  const navigate = useNavigate();
  const onPaid = useCallback(() => {
    for (const item of items) onRemove(item.id);
    navigate(`/page/checkout-success?event=${encodeURIComponent(slug)}&status=approved`);
  }, [items, onRemove, navigate, slug]);

  const regenerate = () => {
    leavePix();
    setValue('method', 'pix');
    void pay();
  };
  const payHeld = () =>
    payAnew((held) => {
      setValue('method', held);
      void pay();
    });

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      fullScreen={isPhone}
      aria-labelledby="cart-title"
    >
      <DialogTitle id="cart-title" sx={{ pr: 7 }}>
        Presentes Selecionados
      </DialogTitle>
      <IconButton aria-label="Fechar" onClick={onClose} sx={{ position: 'absolute', right: 8, top: 10 }}>
        <CloseRounded />
      </IconButton>
      <DialogContent dividers sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        {pix ? (
          <Suspense
            fallback={<CircularProgress sx={{ alignSelf: 'center' }} aria-label="Carregando o Pix" />}
          >
            <PixPayment
              // A new Pix is a new component: its status and countdown start over.
              key={pix.purchase.id}
              purchase={pix.purchase}
              statusToken={pix.statusToken}
              onApproved={onPaid}
              onRegenerate={regenerate}
              isRegenerating={isPaying}
              onBack={backToCart}
              onSettled={settlePix}
              isRestored={isRestored}
            />
          </Suspense>
        ) : (
          <>
            {openPix && <OpenPixNotice pix={openPix.purchase} onShow={showPix} />}
            {notice && (
              <Typography
                role="status"
                variant="body2"
                sx={{ bgcolor: 'warning.light', color: 'warning.contrastText', borderRadius: 2, p: 1.5 }}
              >
                {notice}
              </Typography>
            )}
            {items.length === 0 ? (
              <Typography color="text.secondary">Nenhum presente selecionado.</Typography>
            ) : (
              <Box
                component="ul"
                aria-label="Presentes no carrinho"
                // The list never takes more than 40% of the view, so the total and the button stay in
                // sight, scrolling inside beyond that. It must not shrink: in the dialog's flex column
                // a scrolling box may be squeezed to nothing (its minimum height is 0) once the form
                // below is taller than the view; the dialog's content scrolls instead.
                sx={{
                  listStyle: 'none',
                  m: 0,
                  p: 0,
                  flexShrink: 0,
                  maxHeight: '40vh',
                  overflowY: 'auto',
                }}
              >
                {items.map((item) => (
                  <Box
                    component="li"
                    key={item.id}
                    // On a phone the name has the line's whole width beside the photo and the
                    // field and 'Remover' go below it: in one row, at 320 px, the name's column
                    // was narrower than a word ('Cafeteira' broken in two).
                    sx={{
                      display: 'grid',
                      gridTemplateColumns: '56px minmax(0, 1fr) auto',
                      gridTemplateAreas: {
                        xs: '"photo name name" "photo . controls"',
                        sm: '"photo name controls"',
                      },
                      alignItems: 'center',
                      columnGap: 1.5,
                      rowGap: 0.5,
                      py: 1,
                    }}
                  >
                    <Box
                      sx={{
                        gridArea: 'photo',
                        width: 56,
                        height: 56,
                        flexShrink: 0,
                        borderRadius: 2,
                        overflow: 'hidden',
                        bgcolor: 'grey.100',
                        display: 'flex',
                      }}
                    >
                      {item.imageUrl ? (
                        <Box
                          component="img"
                          src={item.imageUrl}
                          {...responsiveImage(item.imageUrl, '56px')}
                          alt=""
                          width={56}
                          height={56}
                          loading="lazy"
                          sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
                        />
                      ) : (
                        <CardGiftcardRounded sx={{ m: 'auto', color: 'grey.400' }} aria-hidden />
                      )}
                    </Box>
                    <Box sx={{ gridArea: 'name', minWidth: 0 }}>
                      <Typography
                        data-testid="cart-line-name"
                        sx={{ fontWeight: 500, lineHeight: 1.3, overflowWrap: 'anywhere' }}
                      >
                        {lineTitle(item)}
                      </Typography>
                      <Typography variant="body2" color="text.secondary">
                        {item.kind === 'cotas' ? 'Cota de ' : item.kind === 'free' ? 'Valor livre: ' : ''}
                        {formatBRL(coverFee ? item.price : item.priceWithoutFee)}
                      </Typography>
                    </Box>
                    <Box sx={{ gridArea: 'controls', display: 'flex', alignItems: 'center', gap: 1.5 }}>
                      {item.kind === 'free' ? (
                        <AmountInput
                          label={`Valor de ${item.name}`}
                          amount={item.amount ?? item.priceWithoutFee}
                          minimum={gifts.find((gift) => gift.id === item.id)?.priceWithoutFee ?? 0}
                          onChange={(amount) => onAmount(item.id, amount)}
                        />
                      ) : (
                        <QuantityInput
                          label={
                            item.kind === 'cotas' ? `Cotas de ${item.name}` : `Quantidade de ${item.name}`
                          }
                          shortLabel={item.kind === 'cotas' ? 'Cotas' : 'Qtd.'}
                          quantity={item.quantity}
                          max={maxQuantityOf(item)}
                          onChange={(typed) => onQuantity(item.id, typed)}
                        />
                      )}
                      {/* Not `edge="end"`: its negative margin made each line 12 px wider than the
                        list, which then scrolled sideways and hid the photos' left edge. */}
                      <IconButton aria-label={`Remover ${item.name}`} onClick={() => onRemove(item.id)}>
                        <DeleteOutlineRounded />
                      </IconButton>
                    </Box>
                  </Box>
                ))}
              </Box>
            )}
            <Divider />
            {feePercentage > 0 && (
              <FormControlLabel
                control={
                  <Checkbox checked={coverFee} onChange={(event) => onCoverFee(event.target.checked)} />
                }
                label={`Quero pagar a taxa de serviço (${percentFormat.format(feePercentage)}%) para que os anfitriões recebam o valor integral dos presentes`}
              />
            )}
            <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline' }}>
              <Typography color="text.secondary">Subtotal</Typography>
              <Typography data-testid="cart-subtotal" color="text.secondary">
                {formatBRL(subtotal)}
              </Typography>
            </Box>
            {coverFee && fee > 0 && (
              <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline' }}>
                <Typography color="text.secondary">Taxa de serviço</Typography>
                <Typography data-testid="cart-fee" color="text.secondary">
                  {formatBRL(fee)}
                </Typography>
              </Box>
            )}
            <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline' }}>
              <Typography sx={{ fontWeight: 600 }}>Total</Typography>
              <Typography
                data-testid="cart-total"
                sx={{ fontWeight: 700, fontSize: '1.25rem', color: 'primary.main' }}
              >
                {formatBRL(total)}
              </Typography>
            </Box>
            <CheckoutForm
              control={control}
              onSubmit={submit}
              installments={installments}
              disabled={items.length === 0 || isPaying}
              isPaying={isPaying}
            />
          </>
        )}
      </DialogContent>
      {openPix && (
        <OpenPixQuestion
          open={heldMethod !== null}
          pix={openPix.purchase}
          method={heldMethod ?? 'pix'}
          onShow={showPix}
          onPayAnew={payHeld}
        />
      )}
    </Dialog>
  );
}
