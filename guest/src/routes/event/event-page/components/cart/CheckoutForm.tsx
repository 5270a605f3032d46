import { GUEST_MESSAGE_MAX_LENGTH } from '@celebra/shared/api';
import LockRounded from '@mui/icons-material/LockRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { FormEvent } from 'react';
import { type Control, Controller, useWatch } from 'react-hook-form';
import { ConsentNote } from '../../../../../common/legal-links';
import type { TCheckoutDetails, TCheckoutValues } from './checkout-form';
import { maskCpf } from './cpf-mask';
import { InstallmentOptions } from './InstallmentOptions';
import type { TInstallments } from './use-installments';

type Props = {
  control: Control<TCheckoutValues, unknown, TCheckoutDetails>;
  onSubmit: (event: FormEvent) => void;
  installments: TInstallments;
  /** Nothing to pay for (an empty cart), or a payment on its way. */
  disabled: boolean;
  isPaying: boolean;
};

/**
 * The cart's 'Dados para o pagamento': Pix or card, the card's installments, the guest's name,
 * e-mail, CPF (a Pix only, masked as typed) and note to the hosts, and the button that pays. A
 * field the submit refused is marked; the alert names it (CartDialog).
 */
export function CheckoutForm({ control, onSubmit, installments, disabled, isPaying }: Props) {
  const method = useWatch({ control, name: 'method' });
  return (
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
      aria-label="Dados para o pagamento"
      sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      <Controller
        control={control}
        name="method"
        render={({ field }) => (
          <FormControl>
            <FormLabel id="checkout-method">Forma de pagamento</FormLabel>
            <RadioGroup
              row
              aria-labelledby="checkout-method"
              name="checkout-method"
              value={field.value}
              onChange={(event) => field.onChange(event.target.value === 'card' ? 'card' : 'pix')}
            >
              <FormControlLabel value="pix" control={<Radio />} label="Pix" />
              <FormControlLabel value="card" control={<Radio />} label="Cartão" />
            </RadioGroup>
          </FormControl>
        )}
      />
      {method === 'card' && <InstallmentOptions installments={installments} />}
      <Typography variant="body2" color="text.secondary">
        {method === 'pix'
          ? 'Para finalizar, informe seu nome, e-mail e CPF. O código Pix aparece aqui mesmo.'
          : 'Para finalizar, informe seu nome e e-mail. Você será levado ao Mercado Pago para pagar.'}
      </Typography>
      <Controller
        control={control}
        name="name"
        render={({ field: { ref, ...field }, fieldState }) => (
          <TextField
            {...field}
            inputRef={ref}
            id="checkout-name"
            label="Seu nome"
            autoComplete="name"
            error={fieldState.invalid}
          />
        )}
      />
      <Controller
        control={control}
        name="email"
        render={({ field: { ref, ...field }, fieldState }) => (
          <TextField
            {...field}
            inputRef={ref}
            id="checkout-email"
            label="Seu e-mail"
            type="email"
            autoComplete="email"
            error={fieldState.invalid}
          />
        )}
      />
      {method === 'pix' && (
        <Controller
          control={control}
          name="cpf"
          render={({ field: { ref, ...field }, fieldState }) => (
            <TextField
              {...field}
              inputRef={ref}
              id="checkout-cpf"
              label="Seu CPF"
              placeholder="000.000.000-00"
              autoComplete="off"
              error={fieldState.invalid}
              slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 14 } }}
              onChange={(event) => field.onChange(maskCpf(event.target.value))}
            />
          )}
        />
      )}
      <Controller
        control={control}
        name="guestMessage"
        render={({ field: { ref, ...field }, fieldState }) => (
          <TextField
            {...field}
            inputRef={ref}
            id="checkout-message"
            label="Mensagem para os anfitriões (opcional)"
            multiline
            minRows={2}
            maxRows={6}
            helperText={`${field.value.length}/${GUEST_MESSAGE_MAX_LENGTH}`}
            error={fieldState.invalid || field.value.length > GUEST_MESSAGE_MAX_LENGTH}
          />
        )}
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={disabled}
        startIcon={isPaying ? <CircularProgress size={18} color="inherit" /> : <LockRounded />}
      >
        {method === 'pix' ? 'Gerar código Pix' : 'Ir para o pagamento'}
      </Button>
      <ConsentNote form="purchase" />
    </Box>
  );
}
