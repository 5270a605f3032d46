import { apiRoutes } from '@celebra/shared/api';
import { PIX_KEY_TYPE_LABELS } from '@celebra/shared/format';
import { DOCUMENT_TYPES, PIX_KEY_TYPES, type TPayoutDestination } from '@celebra/shared/models';
import {
  type TPayoutDestinationForm,
  type TPayoutDestinationInput,
  ZPayoutDestinationFormSchema,
} from '@celebra/shared/validation';
import { useAlert } from '@celebra/ui/alert';
import { FormSelectField, FormTextField } from '@celebra/ui/forms';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { api } from '../../../common/api';
import { useLeaveWarning } from '../../../common/unsaved/use-leave-warning';

const DOCUMENT_CHOICES = DOCUMENT_TYPES.map((type) => ({ value: type, label: type }));
const KEY_CHOICES = PIX_KEY_TYPES.map((type) => ({ value: type, label: PIX_KEY_TYPE_LABELS[type] }));

/** What each key type looks like, under the key field. */
const KEY_HINTS: Record<TPayoutDestinationForm['pixKeyType'], string> = {
  CPF: 'O CPF cadastrado como chave, com ou sem pontuação.',
  CNPJ: 'O CNPJ cadastrado como chave, com ou sem pontuação.',
  EMAIL: 'O e-mail cadastrado como chave no seu banco.',
  PHONE: 'Celular com DDD, como (11) 98765-4321.',
  RANDOM: 'A chave aleatória que o banco gerou, como 123e4567-e89b-42d3-a456-426614174000.',
};

type Props = {
  /** The destination saved, to start from (its document and key are masked, so not copied). */
  current: TPayoutDestination | null;
  onSaved: (destination: TPayoutDestination) => void;
  onCancel?: () => void;
};

/**
 * 'Dados para repasse': the holder, their CPF or CNPJ and the Pix key, saved only with the
 * account's password. The shared schema checks the documents' digits as the server does.
 */
export function PayoutDestinationForm({ current, onSaved, onCancel }: Props) {
  const alert = useAlert();
  const { control, handleSubmit, watch, formState } = useForm<
    TPayoutDestinationForm,
    unknown,
    TPayoutDestinationInput
  >({
    resolver: zodResolver(ZPayoutDestinationFormSchema),
    defaultValues: {
      holderName: current?.holderName ?? '',
      documentType: current?.documentType ?? 'CPF',
      document: '',
      pixKeyType: current?.pixKeyType ?? 'CPF',
      pixKey: '',
      currentPassword: '',
    },
  });
  useLeaveWarning(formState.isDirty);
  const documentType = watch('documentType');
  const pixKeyType = watch('pixKeyType');

  const submit = handleSubmit(async (body) => {
    try {
      const answer = await api.call(apiRoutes.usersSavePayoutDestination, { body });
      alert.success(answer.message);
      onSaved(answer.destination);
    } catch (error) {
      alert.error(error, 'Erro ao salvar os dados para repasse.');
    }
  });

  return (
    <Stack component="form" spacing={2} noValidate onSubmit={submit} aria-label="Dados para repasse">
      <FormTextField control={control} name="holderName" label="Nome do titular" autoComplete="name" />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormSelectField
          control={control}
          name="documentType"
          label="Tipo de documento"
          choices={DOCUMENT_CHOICES}
          sx={{ minWidth: 160 }}
          fullWidth={false}
        />
        <FormTextField
          control={control}
          name="document"
          label={documentType}
          inputMode="numeric"
          autoComplete="off"
        />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormSelectField
          control={control}
          name="pixKeyType"
          label="Tipo de chave Pix"
          choices={KEY_CHOICES}
          sx={{ minWidth: 160 }}
          fullWidth={false}
        />
        <FormTextField
          control={control}
          name="pixKey"
          label="Chave Pix"
          autoComplete="off"
          helperText={KEY_HINTS[pixKeyType]}
        />
      </Stack>
      <FormTextField
        control={control}
        name="currentPassword"
        label="Senha da conta"
        type="password"
        autoComplete="current-password"
        helperText="Para sua segurança, confirme a senha que você usa para entrar."
      />
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        {onCancel && (
          <Button onClick={onCancel} disabled={formState.isSubmitting}>
            Cancelar
          </Button>
        )}
        <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
          Salvar dados para repasse
        </Button>
      </Stack>
    </Stack>
  );
}
