/** /login, 'Painel do administrador': e-mail and password, Entrar, 'Esqueci minha senha'; home on success. */

import { errorMessage } from '@celebra/shared/client';
import { LOGIN_MESSAGES, type TAdminLoginForm, ZAdminLoginFormSchema } from '@celebra/shared/validation';
import { FormTextField } from '@celebra/ui/forms';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, CircularProgress, Link, Typography } from '@mui/material';
import { useAuthState, useLogin, useTranslate } from 'react-admin';
import { Navigate, Link as RouterLink } from 'react-router';
import type { z } from 'zod';
import { useAlerts } from '../common/AlertProvider';
import { useForm } from '../common/use-form';
import { SignedOutCard } from '../layout/SignedOutCard';

type LoginValues = z.output<typeof ZAdminLoginFormSchema>;

export function LoginPage() {
  const translate = useTranslate();
  const login = useLogin();
  const { alert } = useAlerts();
  const { authenticated, isPending } = useAuthState(undefined, false);
  const {
    control,
    handleSubmit,
    formState: { isSubmitting },
  } = useForm<TAdminLoginForm, unknown, LoginValues>(
    {
      resolver: zodResolver(ZAdminLoginFormSchema),
      defaultValues: { email: '', password: '' },
    },
    { warnWhenUnsavedChanges: false },
  );

  if (!isPending && authenticated) return <Navigate to="/" replace />;

  const submit = handleSubmit(
    async (values) => {
      try {
        await login(values);
      } catch (error) {
        void alert({ title: 'Login', text: errorMessage(error, translate('celebra.errors.login')) });
      }
    },
    () => {
      void alert({ title: translate('celebra.alert.warning'), text: LOGIN_MESSAGES.formInvalid });
    },
  );

  return (
    <SignedOutCard title={translate('celebra.login.title')}>
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
        <FormTextField
          control={control}
          name="email"
          type="email"
          label={translate('celebra.login.email')}
          autoComplete="username"
          autoFocus
        />
        <FormTextField
          control={control}
          name="password"
          type="password"
          label={translate('celebra.login.password')}
          autoComplete="current-password"
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={isSubmitting}
          startIcon={isSubmitting ? <CircularProgress size={18} color="inherit" /> : null}
        >
          {translate('celebra.login.submit')}
        </Button>
        <Typography align="center">
          <Link component={RouterLink} to="/esqueci-senha">
            {translate('celebra.login.forgot')}
          </Link>
        </Typography>
      </Box>
    </SignedOutCard>
  );
}
