import { apiRoutes, ZUsersLoginPendingErrorSchema } from '@celebra/shared/api';
import { isApiError } from '@celebra/shared/client';
import { LOGIN_MESSAGES, type THostLoginForm, ZHostLoginFormSchema } from '@celebra/shared/validation';
import { useAlert } from '@celebra/ui/alert';
import { FormTextField } from '@celebra/ui/forms';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router';
import { api } from '../../common/api';
import { rememberSession, useRefreshSession } from '../../common/auth';
import { AuthLayout } from '../../common/layout/AuthLayout';

/** The right password of a registration whose event is not created yet (the login's 403). */
function pendingRegistration(error: unknown): string | null {
  if (!isApiError(error)) return null;
  return ZUsersLoginPendingErrorSchema.safeParse(error.body).data?.message ?? null;
}

/**
 * The default logged-out route: e-mail and password, 'Entrar', 'Esqueci minha senha' and the way
 * to register. The right password of a registration still being prepared says so, with a link to
 * the registration's status page, instead of an alert.
 */
export function LoginPage() {
  const alert = useAlert();
  const [pending, setPending] = useState<{ message: string; email: string } | null>(null);
  const navigate = useNavigate();
  const refreshSession = useRefreshSession();
  const { control, handleSubmit, formState } = useForm({
    resolver: zodResolver(ZHostLoginFormSchema),
    defaultValues: { email: '', password: '' } satisfies THostLoginForm,
  });

  const submit = handleSubmit(
    async (body) => {
      setPending(null);
      try {
        const { token, id } = await api.call(apiRoutes.usersLogin, { body });
        rememberSession({ token, id });
        const session = await refreshSession();
        if (session.status === 'signed-in') navigate('/home', { replace: true });
        else alert.error(null, 'Não foi possível abrir o seu painel. Tente novamente.', 'Login');
      } catch (error) {
        const message = pendingRegistration(error);
        if (message) setPending({ message, email: body.email });
        else alert.error(error, 'Erro ao fazer login!', 'Login');
      }
    },
    () => alert.warning(LOGIN_MESSAGES.formInvalid),
  );

  return (
    <AuthLayout title="Entrar" subtitle="Acesse o painel do seu evento.">
      <Stack component="form" spacing={2} onSubmit={submit} noValidate>
        <FormTextField control={control} name="email" label="E-mail" type="email" autoComplete="email" />
        <FormTextField
          control={control}
          name="password"
          label="Senha"
          type="password"
          autoComplete="current-password"
        />
        {pending && (
          <Alert severity="info" role="status">
            {pending.message}{' '}
            <Link
              component={RouterLink}
              to={`/pre-register?${new URLSearchParams({ email: pending.email }).toString()}`}
              sx={{ fontWeight: 700 }}
            >
              Ver situação do cadastro
            </Link>
          </Alert>
        )}
        <Button type="submit" variant="contained" size="large" loading={formState.isSubmitting}>
          Entrar
        </Button>
        <Typography align="center">
          <Link component={RouterLink} to="/esqueci-senha">
            Esqueci minha senha
          </Link>
        </Typography>
        <Typography align="center" color="text.secondary">
          Ainda não tem conta?{' '}
          <Link component={RouterLink} to="/register" sx={{ fontWeight: 700 }}>
            Cadastre-se
          </Link>
        </Typography>
      </Stack>
    </AuthLayout>
  );
}
