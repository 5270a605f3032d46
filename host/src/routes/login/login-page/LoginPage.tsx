import { apiRoutes } from '@celebra/shared/api';
import { LOGIN_MESSAGES, type THostLoginForm, ZHostLoginFormSchema } from '@celebra/shared/validation';
import { useAlert } from '@celebra/ui/alert';
import { FormTextField } from '@celebra/ui/forms';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router';
import { api } from '../../../common/api';
import { rememberSession, useRefreshSession } from '../../../common/auth';
import { AuthLayout } from '../../../common/layout/AuthLayout';

/** The default logged-out route: e-mail and password, 'Entrar', and the way to register. */
export function LoginPage() {
  const alert = useAlert();
  const navigate = useNavigate();
  const refreshSession = useRefreshSession();
  const { control, handleSubmit, formState } = useForm({
    resolver: zodResolver(ZHostLoginFormSchema),
    defaultValues: { email: '', password: '' } satisfies THostLoginForm,
  });

  const submit = handleSubmit(
    async (body) => {
      try {
        const { token, id } = await api.call(apiRoutes.usersLogin, { body });
        rememberSession({ token, id });
        const session = await refreshSession();
        if (session.status === 'signed-in') navigate('/home', { replace: true });
        else alert.error(null, 'Não foi possível abrir o seu painel. Tente novamente.', 'Login');
      } catch (error) {
        alert.error(error, 'Erro ao fazer login!', 'Login');
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
        <Button type="submit" variant="contained" size="large" loading={formState.isSubmitting}>
          Entrar
        </Button>
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
