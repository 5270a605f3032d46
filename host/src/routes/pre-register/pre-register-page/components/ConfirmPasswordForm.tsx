import { ZHostWizardPasswordSchema } from '@celebra/shared/validation';
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
 * The access link opened on another device than the one that registered: the registration's
 * password shows that whoever reads the mailbox also made the registration.
 */
export function ConfirmPasswordForm({ email, busy, onConfirm }: Props) {
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(ZHostWizardPasswordSchema),
    defaultValues: { password: '' },
  });
  return (
    <Stack
      component="form"
      spacing={2}
      noValidate
      onSubmit={handleSubmit(({ password }) => onConfirm(password))}
    >
      <Typography>
        Digite a senha do cadastro de <strong>{email}</strong> para confirmar que o e-mail é seu.
      </Typography>
      <FormTextField
        control={control}
        name="password"
        label="Senha"
        type="password"
        autoComplete="current-password"
        autoFocus
      />
      <Button type="submit" variant="contained" size="large" loading={busy}>
        Confirmar e-mail
      </Button>
      <Typography align="center" color="text.secondary" variant="body2">
        Não fez este cadastro ou esqueceu a senha?{' '}
        <Link component={RouterLink} to="/register">
          Cadastre-se novamente
        </Link>
      </Typography>
    </Stack>
  );
}
