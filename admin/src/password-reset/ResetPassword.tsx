/**
 * /redefinir-senha#<token> (signed out): the page the mailed link opens. The token travels after
 * '#', never sent to a server in the address nor a Referer. Every session of the administrator
 * ends with the reset, this browser's too; then the login.
 */
import { clearAuth, defaultStorage, errorMessage } from '@celebra/shared/client';
import { type TAdminPasswordResetForm, ZAdminPasswordResetFormSchema } from '@celebra/shared/validation';
import { FormTextField } from '@celebra/ui/forms';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button, Link, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import type { z } from 'zod';
import { useAlerts } from '../common/AlertProvider';
import { useForm } from '../common/use-form';
import { SignedOutCard } from '../layout/SignedOutCard';
import { useCelebra } from '../providers/use-celebra';

type ResetValues = z.output<typeof ZAdminPasswordResetFormSchema>;

export function ResetPassword() {
  const translate = useTranslate();
  const celebra = useCelebra();
  const navigate = useNavigate();
  const { alert } = useAlerts();
  const token = useLocation().hash.replace(/^#/, '');
  const [refused, setRefused] = useState<string | null>(null);
  const {
    control,
    handleSubmit,
    formState: { isSubmitting },
  } = useForm<TAdminPasswordResetForm, unknown, ResetValues>(
    {
      resolver: zodResolver(ZAdminPasswordResetFormSchema),
      defaultValues: { password: '', confirmPassword: '' },
    },
    { warnWhenUnsavedChanges: false },
  );
  const text = (key: string) => translate(`celebra.passwordReset.${key}`);

  const submit = handleSubmit(async ({ password }) => {
    setRefused(null);
    try {
      const message = await celebra.resetPassword({ token, password });
      // This browser's session, if it had one, ended with the others.
      const storage = defaultStorage();
      if (storage) clearAuth(storage, 'admin');
      navigate('/login', { replace: true });
      void alert({ title: text('resetTitle'), text: message });
    } catch (error) {
      setRefused(errorMessage(error, translate('celebra.errors.passwordReset')));
    }
  });

  const askAgain = (
    <Typography align="center">
      <Link component={RouterLink} to="/esqueci-senha" sx={{ fontWeight: 700 }}>
        {text('askAgain')}
      </Link>
    </Typography>
  );

  if (!token) {
    return (
      <SignedOutCard title={text('resetTitle')}>
        <Box sx={{ display: 'grid', gap: 2 }}>
          <Alert severity="warning">{text('noToken')}</Alert>
          {askAgain}
        </Box>
      </SignedOutCard>
    );
  }
  return (
    <SignedOutCard title={text('resetTitle')}>
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
        <FormTextField
          control={control}
          name="password"
          type="password"
          label={text('password')}
          autoComplete="new-password"
          autoFocus
        />
        <FormTextField
          control={control}
          name="confirmPassword"
          type="password"
          label={text('confirmPassword')}
          autoComplete="new-password"
        />
        <Typography variant="body2" color="text.secondary">
          {text('sessionsEnd')}
        </Typography>
        {refused && <Alert severity="error">{refused}</Alert>}
        <Button type="submit" variant="contained" size="large" loading={isSubmitting}>
          {text('save')}
        </Button>
        {refused && askAgain}
      </Box>
    </SignedOutCard>
  );
}
