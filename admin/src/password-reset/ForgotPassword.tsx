/** /esqueci-senha (signed out): the address a link to choose a new password is mailed to. */
import { errorMessage } from '@celebra/shared/client';
import { type TPasswordResetRequestForm, ZPasswordResetRequestFormSchema } from '@celebra/shared/validation';
import { FormTextField } from '@celebra/ui/forms';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button, Link, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import type { z } from 'zod';
import { useAlerts } from '../common/AlertProvider';
import { useForm } from '../common/use-form';
import { SignedOutCard } from '../layout/SignedOutCard';
import { useCelebra } from '../providers/use-celebra';

type RequestValues = z.output<typeof ZPasswordResetRequestFormSchema>;

/** The server answers the same whether or not the address has an account, and so does this page. */
export function ForgotPassword() {
  const translate = useTranslate();
  const celebra = useCelebra();
  const { alert } = useAlerts();
  const [sent, setSent] = useState<string | null>(null);
  const {
    control,
    handleSubmit,
    formState: { isSubmitting },
  } = useForm<TPasswordResetRequestForm, unknown, RequestValues>(
    { resolver: zodResolver(ZPasswordResetRequestFormSchema), defaultValues: { email: '' } },
    { warnWhenUnsavedChanges: false },
  );
  const text = (key: string) => translate(`celebra.passwordReset.${key}`);

  const submit = handleSubmit(async (body) => {
    try {
      setSent(await celebra.requestPasswordReset(body));
    } catch (error) {
      void alert({
        title: text('requestTitle'),
        text: errorMessage(error, translate('celebra.errors.passwordReset')),
      });
    }
  });

  const back = (
    <Typography align="center">
      <Link component={RouterLink} to="/login" sx={{ fontWeight: 700 }}>
        {text('backToLogin')}
      </Link>
    </Typography>
  );

  if (sent) {
    return (
      <SignedOutCard title={text('sentTitle')}>
        <Box sx={{ display: 'grid', gap: 2 }}>
          <Alert severity="success">{sent}</Alert>
          {back}
        </Box>
      </SignedOutCard>
    );
  }
  return (
    <SignedOutCard title={text('requestTitle')}>
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
        <Typography color="text.secondary">{text('requestIntro')}</Typography>
        <FormTextField
          control={control}
          name="email"
          type="email"
          label={translate('celebra.login.email')}
          autoComplete="username"
          autoFocus
        />
        <Button type="submit" variant="contained" size="large" loading={isSubmitting}>
          {text('send')}
        </Button>
        {back}
      </Box>
    </SignedOutCard>
  );
}
