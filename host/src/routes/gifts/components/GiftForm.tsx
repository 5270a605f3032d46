import {
  centsToReais,
  finalPrice,
  formatBRL,
  formatPriceInput,
  maskPriceInput,
  parsePriceInput,
  reaisToCents,
} from '@celebra/shared/format';
import { ZHostGiftFormSchema } from '@celebra/shared/validation';
import { useDialogClose } from '@celebra/ui/dialogs';
import { FormPriceField, FormTextField, formResolver } from '@celebra/ui/forms';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { type Resolver, type UseFormSetValue, useController, useForm, useWatch } from 'react-hook-form';
import { useLeaveWarning } from '../../../common/unsaved/use-leave-warning';
import type { TGiftFormOutput, TGiftFormValues } from '../gift-form-values';
import { GiftPhotoField } from './GiftPhotoField';

/** The shared schema reads the numbers as typed and checks the picked photo. */
const schemaResolver: Resolver<TGiftFormValues, unknown, TGiftFormOutput> = formResolver(
  zodResolver(ZHostGiftFormSchema),
);

/**
 * Only the counts of the chosen kind are checked: what was typed under another kind stays in the
 * form (the host may switch back) but neither blocks nor goes with the gift.
 */
const resolver: Resolver<TGiftFormValues, unknown, TGiftFormOutput> = (values, context, options) =>
  schemaResolver(
    {
      ...values,
      quantity: values.giftKind === 'item' ? values.quantity : '',
      shares: values.giftKind === 'cotas' ? values.shares : '',
    },
    context,
    options,
  );

const KINDS = [
  { value: 'item', label: 'Presente inteiro' },
  { value: 'cotas', label: 'Em cotas' },
  { value: 'free', label: 'Valor livre' },
] as const;

type Props = {
  defaultValues: TGiftFormValues;
  /** The platform's percentage, for what the guest pays per cota. */
  percentage: number;
  currentImageUrl: string | null;
  submitLabel: string;
  /** Resolves once saved; on a failure the form keeps everything typed. */
  onSubmit: (values: TGiftFormOutput, image: File | null) => Promise<void>;
  onCancel: () => void;
};

/** The live line under the cotas: how much each cota is, to the couple and to the guest. */
function cotasLine(total: number | null, shares: string, percentage: number): string | null {
  const count = Number(shares);
  if (total === null || total <= 0 || !Number.isInteger(count) || count < 2) return null;
  const cents = reaisToCents(total);
  if (cents % count !== 0) return null;
  const each = centsToReais(cents / count);
  return `${count} cotas de ${formatBRL(each)} (o convidado paga ${formatBRL(finalPrice(each, percentage))} por cota)`;
}

/** One cota's price from the total, when the total divides in whole centavos ('' otherwise). */
function eachCotaText(total: number | null, shares: string): string {
  const count = Number(shares);
  if (total === null || total <= 0 || !Number.isInteger(count) || count < 1) return '';
  const cents = reaisToCents(total);
  return cents % count === 0 ? formatPriceInput(centsToReais(cents / count)) : '';
}

/**
 * 'Valor de cada cota': the other way to price cotas, typed as reais like every price field ('75'
 * is R$ 75,00), and shown formatted once left. Typed, it sets the total to that price times
 * the number of cotas, in whole centavos, so the two always agree; otherwise it shows the price of
 * one cota the total makes. The gift keeps its total: the server checks it divides evenly.
 */
function EachCotaField({
  total,
  shares,
  setValue,
}: {
  total: number | null;
  shares: string;
  setValue: UseFormSetValue<TGiftFormValues>;
}) {
  // What the host is typing, kept while the field has the focus (the total follows it).
  const [typing, setTyping] = useState<string | null>(null);
  const count = Number(shares);
  const setTotal = (text: string) => {
    const each = parsePriceInput(text);
    if (each === null || !Number.isInteger(count) || count < 1) return;
    setValue('price', centsToReais(reaisToCents(each) * count), { shouldDirty: true, shouldValidate: true });
  };
  return (
    <TextField
      label="Valor de cada cota"
      value={typing ?? eachCotaText(total, shares)}
      onFocus={() => setTyping(eachCotaText(total, shares))}
      onBlur={() => setTyping(null)}
      onChange={(event) => {
        const text = maskPriceInput(event.target.value);
        setTyping(text);
        setTotal(text);
      }}
      helperText="Ou defina o valor de uma cota: o valor total acompanha."
      fullWidth
      slotProps={{
        input: { startAdornment: <InputAdornment position="start">R$</InputAdornment> },
        htmlInput: { inputMode: 'decimal' },
      }}
    />
  );
}

/** The host's gift, created or edited: photo, name, description, how it is given and its price. */
export function GiftForm({
  defaultValues,
  percentage,
  currentImageUrl,
  submitLabel,
  onSubmit,
  onCancel,
}: Props) {
  const {
    control,
    handleSubmit,
    setValue,
    formState: { isSubmitting, isDirty },
  } = useForm<TGiftFormValues, unknown, TGiftFormOutput>({ resolver, defaultValues });
  useLeaveWarning(isDirty);
  const { field: kindField } = useController({ control, name: 'giftKind' });
  const { field: imageField, fieldState: imageState } = useController({ control, name: 'image' });
  const [kind, price, shares] = useWatch({ control, name: ['giftKind', 'price', 'shares'] });
  const line = kind === 'cotas' ? cotasLine(price, shares, percentage) : null;

  const save = handleSubmit((values) => onSubmit(values, imageField.value));
  const cancel = useDialogClose(onCancel);

  return (
    <form onSubmit={save} noValidate>
      <Stack spacing={2}>
        <GiftPhotoField
          currentUrl={currentImageUrl}
          file={imageField.value}
          onChange={imageField.onChange}
          error={imageState.error?.message}
        />
        <FormTextField control={control} name="name" label="Nome do presente" />
        <FormTextField control={control} name="description" label="Descrição" multiline minRows={2} />
        <FormControl>
          <FormLabel id="gift-kind-label">Como o presente é dado</FormLabel>
          <RadioGroup
            aria-labelledby="gift-kind-label"
            name={kindField.name}
            value={kindField.value}
            onChange={(event) => kindField.onChange(event.target.value)}
          >
            {KINDS.map((choice) => (
              <FormControlLabel
                key={choice.value}
                value={choice.value}
                control={<Radio />}
                label={choice.label}
              />
            ))}
          </RadioGroup>
        </FormControl>
        {kind === 'item' && (
          <>
            <FormPriceField control={control} name="price" label="Valor do presente" />
            <FormTextField
              control={control}
              name="quantity"
              label="Quantidade desejada"
              helperText="Em branco: sem limite"
              mask={(text) => text.replace(/\D/g, '')}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
          </>
        )}
        {kind === 'cotas' && (
          <>
            <FormPriceField control={control} name="price" label="Valor total" />
            <FormTextField
              control={control}
              name="shares"
              label="Número de cotas"
              mask={(text) => text.replace(/\D/g, '')}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
            <EachCotaField total={price} shares={shares} setValue={setValue} />
            {line && (
              <Typography color="text.secondary" aria-live="polite">
                {line}
              </Typography>
            )}
          </>
        )}
        {kind === 'free' && (
          <FormPriceField
            control={control}
            name="price"
            label="Valor mínimo"
            helperText="O convidado escolhe quanto dar, a partir deste valor."
          />
        )}
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button onClick={cancel} disabled={isSubmitting}>
            Cancelar
          </Button>
          <Button type="submit" variant="contained" loading={isSubmitting}>
            {submitLabel}
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
