import { apiRoutes } from '@celebra/shared/api';
import { LOGIN_MESSAGES, ZPasswordResetRequestFormSchema } from '@celebra/shared/validation';
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
import { Link as RouterLink } from 'react-router';
import { api } from '../../common/api';
import { AuthLayout } from '../../common/layout/AuthLayout';

/**
 * /esqueci-senha: the address a link to choose a new password is mailed to. The server answers
 * the same whether or not the address has an account, and so does this page.
 */
export function ForgotPasswordPage() {
  const alert = useAlert();
  const [sent, setSent] = useState<string | null>(null);
  const { control, handleSubmit, formState } = useForm({
    resolver: zodResolver(ZPasswordResetRequestFormSchema),
    defaultValues: { email: '' },
  });

  const submit = handleSubmit(
    async (body) => {
      try {
        const { message } = await api.call(apiRoutes.usersRequestPasswordReset, { body });
        setSent(message);
      } catch (error) {
        alert.error(error, 'Não foi possível enviar o link. Tente novamente.', 'Esqueci minha senha');
      }
    },
    () => alert.warning(LOGIN_MESSAGES.formInvalid),
  );

  const back = (
    <Typography align="center">
      <Link component={RouterLink} to="/login" sx={{ fontWeight: 700 }}>
        Voltar ao login
      </Link>
    </Typography>
  );

  if (sent) {
    return (
      <AuthLayout title="Verifique o seu e-mail">
        <Stack spacing={2}>
          <Alert severity="success">{sent}</Alert>
          <Typography color="text.secondary">
            Não chegou? Confira a caixa de spam ou peça outro link em alguns minutos.
          </Typography>
          {back}
        </Stack>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title="Esqueci minha senha"
      subtitle="Informe o e-mail da sua conta. Enviaremos um link para você criar uma nova senha."
    >
      <Stack component="form" spacing={2} onSubmit={submit} noValidate>
        <FormTextField
          control={control}
          name="email"
          label="E-mail"
          type="email"
          autoComplete="email"
          autoFocus
        />
        <Button type="submit" variant="contained" size="large" loading={formState.isSubmitting}>
          Enviar link
        </Button>
        {back}
      </Stack>
    </AuthLayout>
  );
}
