import { ZPreRegistrationPasswordFormSchema } from '@celebra/shared/api';
import { FormTextField } from '@celebra/ui/forms';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';

type Props = { email: string; busy: boolean; onConfirm: (password: string) => Promise<void> };

/**
 * The access link opened on another device than the one that registered last: whoever reads the
 * mailbox chooses the account's password (the one typed at registration, or a new one, when
 * someone else registered the address meanwhile), and the registration is theirs from then on.
 */
export function ConfirmPasswordForm({ email, busy, onConfirm }: Props) {
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(ZPreRegistrationPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  return (
    <Stack
      component="form"
      spacing={2}
      noValidate
      onSubmit={handleSubmit(({ password }) => onConfirm(password))}
    >
      <Typography>
        Para confirmar que <strong>{email}</strong> é seu, escolha a senha da sua conta. Pode ser a mesma que
        você digitou no cadastro.
      </Typography>
      <FormTextField
        control={control}
        name="password"
        label="Senha"
        type="password"
        autoComplete="new-password"
        autoFocus
      />
      <FormTextField
        control={control}
        name="confirmPassword"
        label="Confirme a senha"
        type="password"
        autoComplete="new-password"
      />
      <Button type="submit" variant="contained" size="large" loading={busy}>
        Confirmar e-mail
      </Button>
      <Typography align="center" color="text.secondary" variant="body2">
        Não fez este cadastro?{' '}
        <Link component={RouterLink} to="/register">
          Cadastre-se
        </Link>
      </Typography>
    </Stack>
  );
}
