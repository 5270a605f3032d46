/** Step 3: the owner's registration data; the password fields hide when the requester's own is reused. */
import { maskPhone } from '@celebra/shared/format';
import { type TAdminWizardOwnerStep, ZAdminWizardOwnerStepSchema } from '@celebra/shared/validation';
import { FormTextField } from '@celebra/ui/forms';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, Checkbox, FormControlLabel, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useController, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { useAlerts } from '../../common/AlertProvider';
import { invalidFormText } from '../../common/form-errors';
import { useForm } from '../../common/use-form';
import type { WizardDraft } from './draft';

type OwnerValues = z.output<typeof ZAdminWizardOwnerStepSchema>;

type Props = {
  draft: WizardDraft;
  isSubmitting: boolean;
  onBack: () => void;
  onSubmit: (part: WizardDraft) => Promise<void>;
};

export function OwnerStep({ draft, isSubmitting, onBack, onSubmit }: Props) {
  const translate = useTranslate();
  const { alert } = useAlerts();
  const fromRequest = Boolean(draft.preUserRequestId);
  const { control, handleSubmit } = useForm<TAdminWizardOwnerStep, unknown, OwnerValues>({
    resolver: zodResolver(ZAdminWizardOwnerStepSchema),
    defaultValues: {
      firstName: draft.firstName ?? '',
      lastName: draft.lastName ?? '',
      phoneNumber: draft.phoneNumber ?? '',
      email: draft.email ?? '',
      password: '',
      confirmPassword: '',
      useUserPassword: fromRequest && draft.useUserPassword !== false,
      preUserRequestId: draft.preUserRequestId ?? null,
    },
  });
  const { field: reuse } = useController({ control, name: 'useUserPassword' });
  const useUserPassword = useWatch({ control, name: 'useUserPassword' });
  const field = (key: string) => translate(`celebra.wizard.fields.${key}`);

  const submit = handleSubmit(
    (values) => onSubmit(values),
    (errors) => {
      void alert({
        title: translate('celebra.alert.warning'),
        text: invalidFormText(errors, translate('celebra.wizard.fillStep')),
      });
    },
  );

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        {translate('celebra.wizard.owner')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <FormTextField control={control} name="firstName" label={field('firstName')} />
        <FormTextField control={control} name="lastName" label={field('lastName')} />
        <FormTextField control={control} name="phoneNumber" label={field('phoneNumber')} mask={maskPhone} />
        <FormTextField control={control} name="email" type="email" label={field('email')} />
        {fromRequest ? (
          <FormControlLabel
            sx={{ gridColumn: '1 / -1' }}
            control={
              <Checkbox
                checked={Boolean(reuse.value)}
                onChange={(event) => reuse.onChange(event.target.checked)}
              />
            }
            label={field('useUserPassword')}
          />
        ) : null}
        {useUserPassword ? null : (
          <>
            <FormTextField control={control} name="password" type="password" label={field('password')} />
            <FormTextField
              control={control}
              name="confirmPassword"
              type="password"
              label={field('confirmPassword')}
            />
          </>
        )}
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', mt: 3 }}>
        <Button onClick={onBack}>{translate('ra.action.back')}</Button>
        <Button type="submit" variant="contained" disabled={isSubmitting}>
          {translate('celebra.wizard.submit')}
        </Button>
      </Box>
    </Box>
  );
}
