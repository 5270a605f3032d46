import { apiRoutes } from '@celebra/shared/api';
import { errorMessage } from '@celebra/shared/client';
import { LOGIN_MESSAGES, ZHostPasswordResetFormSchema } from '@celebra/shared/validation';
import { useAlert } from '@celebra/ui/alert';
import { FormTextField } from '@celebra/ui/forms';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { api } from '../../common/api';
import { forgetSession } from '../../common/auth';
import { AuthLayout } from '../../common/layout/AuthLayout';
import { sessionAtom } from '../../common/session';

/**
 * /redefinir-senha#<token>: the page the mailed link opens. The token travels after '#', so it is
 * never sent to a server in the page's address nor in a Referer. After the reset every session of
 * the account has ended, this browser's too: the host signs in with the new password.
 */
export function ResetPasswordPage() {
  const alert = useAlert();
  const navigate = useNavigate();
  const setSession = useSetAtom(sessionAtom);
  const token = useLocation().hash.replace(/^#/, '');
  const [refused, setRefused] = useState<string | null>(null);
  const { control, handleSubmit, formState } = useForm({
    resolver: zodResolver(ZHostPasswordResetFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });

  const submit = handleSubmit(
    async ({ password }) => {
      try {
        const { message } = await api.call(apiRoutes.usersResetPassword, { body: { token, password } });
        // This browser's session, if it had one, ended with the others.
        forgetSession();
        setSession({ status: 'signed-out' });
        alert.success(message, 'Nova senha');
        navigate('/login', { replace: true });
      } catch (error) {
        setRefused(errorMessage(error, 'Não foi possível alterar a senha. Tente novamente.'));
      }
    },
    () => alert.warning(LOGIN_MESSAGES.formInvalid),
  );

  const askAgain = (
    <Typography align="center">
      <Link component={RouterLink} to="/esqueci-senha" sx={{ fontWeight: 700 }}>
        Pedir um novo link
      </Link>
    </Typography>
  );

  if (!token) {
    return (
      <AuthLayout title="Criar nova senha">
        <Stack spacing={2}>
          <Alert severity="warning">Abra o link completo enviado para o seu e-mail.</Alert>
          {askAgain}
        </Stack>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title="Criar nova senha" subtitle="Escolha a nova senha da sua conta.">
      <Stack component="form" spacing={2} onSubmit={submit} noValidate>
        <FormTextField
          control={control}
          name="password"
          label="Nova senha"
          type="password"
          autoComplete="new-password"
          autoFocus
        />
        <FormTextField
          control={control}
          name="confirmPassword"
          label="Confirme a nova senha"
          type="password"
          autoComplete="new-password"
        />
        <Typography variant="body2" color="text.secondary">
          Ao salvar, todos os aparelhos conectados à sua conta serão desconectados.
        </Typography>
        {refused && <Alert severity="error">{refused}</Alert>}
        <Button type="submit" variant="contained" size="large" loading={formState.isSubmitting}>
          Salvar nova senha
        </Button>
        {refused && askAgain}
      </Stack>
    </AuthLayout>
  );
}
