import {
  apiRoutes,
  type TGeoAddress,
  type TUsersSaveDeliveryAddressBody,
  ZUsersSaveDeliveryAddressBodySchema,
} from '@celebra/shared/api';
import { formatDate, maskCep } from '@celebra/shared/format';
import type { TDeliveryAddress } from '@celebra/shared/models';
import { BRAZILIAN_STATES } from '@celebra/shared/validation';
import { useAlert } from '@celebra/ui/alert';
import { FormTextField, formResolver } from '@celebra/ui/forms';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useCallback } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { api } from '../../../common/api';
import { useLeaveWarning } from '../../../common/unsaved/use-leave-warning';
import { useCepLookup } from '../../../common/use-cep-lookup';

/** What the inputs hold: every field text, the complement empty when there is none. */
type TAddressForm = { [K in keyof Required<TUsersSaveDeliveryAddressBody>]: string };
type TAddressOutput = z.output<typeof ZUsersSaveDeliveryAddressBodySchema>;

const resolver: Resolver<TAddressForm, unknown, TAddressOutput> = formResolver(
  zodResolver(ZUsersSaveDeliveryAddressBodySchema),
);

function toFormValues(address: TDeliveryAddress | null): TAddressForm {
  return {
    postalCode: address?.postalCode ?? '',
    street: address?.street ?? '',
    number: address?.number ?? '',
    complement: address?.complement ?? '',
    neighbourhood: address?.neighbourhood ?? '',
    city: address?.city ?? '',
    state: address?.state ?? '',
    recipientName: address?.recipientName ?? '',
  };
}

type Props = {
  eventId: number;
  address: TDeliveryAddress | null;
  /** The first day a gift is due ('YYYY-MM-DD'), said while no address is given. */
  firstDueFrom: string | null;
  onSaved: (address: TDeliveryAddress) => void;
};

/**
 * 'Endereço de entrega' (PUT /users/event/{eventId}/delivery-address): a typed CEP fills the
 * street, neighbourhood, city and state (the look-up the event's address uses), then the number.
 */
export function DeliveryAddressForm({ eventId, address, firstDueFrom, onSaved }: Props) {
  const alert = useAlert();
  const { control, handleSubmit, setValue, setFocus, reset, formState } = useForm<
    TAddressForm,
    unknown,
    TAddressOutput
  >({ resolver, defaultValues: toFormValues(address) });
  useLeaveWarning(formState.isDirty);

  const lookupCep = useCepLookup(
    useCallback(
      (found: TGeoAddress) => {
        const options = { shouldDirty: true, shouldValidate: true };
        setValue('street', found.street, options);
        setValue('neighbourhood', found.neighborhood, options);
        setValue('city', found.city, options);
        if ((BRAZILIAN_STATES as readonly string[]).includes(found.state)) {
          setValue('state', found.state, options);
        }
        setFocus('number');
      },
      [setValue, setFocus],
    ),
  );

  const submit = handleSubmit(async (body) => {
    try {
      const answer = await api.call(apiRoutes.usersSaveDeliveryAddress, { params: { eventId }, body });
      reset(toFormValues(answer.address));
      onSaved(answer.address);
      alert.success(answer.message);
    } catch (error) {
      alert.error(error, 'Erro ao salvar o endereço de entrega.');
    }
  });

  return (
    <Paper
      component="form"
      variant="outlined"
      noValidate
      onSubmit={submit}
      aria-labelledby="delivery-address-title"
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Typography id="delivery-address-title" variant="h3" component="h2" sx={{ mb: 1 }}>
        Endereço de entrega
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Onde os presentes da lista serão entregues.
        {!address && firstDueFrom && ` O primeiro deve ser entregue a partir de ${formatDate(firstDueFrom)}.`}
      </Typography>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 4 }}>
          <FormTextField
            control={control}
            name="postalCode"
            label="CEP"
            placeholder="00000-000"
            required
            mask={(value) => {
              const masked = maskCep(value);
              void lookupCep(masked);
              return masked;
            }}
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 9, autoComplete: 'postal-code' } }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 8 }}>
          <FormTextField control={control} name="street" label="Rua" required />
        </Grid>
        <Grid size={{ xs: 6, sm: 3 }}>
          <FormTextField control={control} name="number" label="Número" required />
        </Grid>
        <Grid size={{ xs: 6, sm: 4 }}>
          <FormTextField control={control} name="complement" label="Complemento" />
        </Grid>
        <Grid size={{ xs: 12, sm: 5 }}>
          <FormTextField control={control} name="neighbourhood" label="Bairro" required />
        </Grid>
        <Grid size={{ xs: 12, sm: 9 }}>
          <FormTextField control={control} name="city" label="Cidade" required />
        </Grid>
        <Grid size={{ xs: 12, sm: 3 }}>
          <FormTextField control={control} name="state" label="Estado" required select>
            {BRAZILIAN_STATES.map((uf) => (
              <MenuItem key={uf} value={uf}>
                {uf}
              </MenuItem>
            ))}
          </FormTextField>
        </Grid>
        <Grid size={12}>
          <FormTextField
            control={control}
            name="recipientName"
            label="Quem recebe"
            helperText="Quem estará no endereço para receber as entregas."
            required
          />
        </Grid>
      </Grid>
      <Button type="submit" variant="contained" loading={formState.isSubmitting} sx={{ mt: 2 }}>
        Salvar endereço
      </Button>
    </Paper>
  );
}
