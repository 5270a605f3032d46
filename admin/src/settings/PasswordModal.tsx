/** The password change modal: current, new and repeated password (PUT /admin/password). */
import { type TPasswordChangeForm, ZPasswordChangeFormSchema } from '@celebra/shared/validation';
import { FormTextField } from '@celebra/ui/forms';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { z } from 'zod';
import { useAlerts } from '../common/AlertProvider';
import { Modal } from '../common/Modal';
import { useForm } from '../common/use-form';
import { useCelebra } from '../providers/use-celebra';

type PasswordValues = z.output<typeof ZPasswordChangeFormSchema>;

export function PasswordModal({ onClose }: { onClose: () => void }) {
  const translate = useTranslate();
  const celebra = useCelebra();
  const { showError, showSuccess } = useAlerts();
  const {
    control,
    handleSubmit,
    formState: { isSubmitting, isDirty },
  } = useForm<TPasswordChangeForm, unknown, PasswordValues>({
    resolver: zodResolver(ZPasswordChangeFormSchema),
    defaultValues: { currentPassword: '', newPassword: '', repeatPassword: '' },
  });
  const field = (key: string) => translate(`celebra.settings.password.${key}`);

  const save = handleSubmit(async ({ currentPassword, newPassword }) => {
    try {
      await celebra.changePassword({ currentPassword, newPassword });
      onClose();
      void showSuccess(translate('celebra.settings.password.changed'));
    } catch (error) {
      void showError(error, translate('celebra.errors.changePassword'));
    }
  });

  return (
    <Modal open dirty={isDirty} onClose={onClose} title={field('title')} maxWidth={440}>
      <Box component="form" noValidate onSubmit={save} sx={{ display: 'grid', gap: 2, pt: 1 }}>
        <FormTextField
          control={control}
          name="currentPassword"
          type="password"
          label={field('current')}
          autoComplete="current-password"
        />
        <FormTextField
          control={control}
          name="newPassword"
          type="password"
          label={field('new')}
          autoComplete="new-password"
        />
        <FormTextField
          control={control}
          name="repeatPassword"
          type="password"
          label={field('repeat')}
          autoComplete="new-password"
        />
        <Button type="submit" variant="contained" disabled={isSubmitting}>
          {translate('ra.action.save')}
        </Button>
      </Box>
    </Modal>
  );
}
