import { maskPhone } from '@celebra/shared/format';
import type { TUser } from '@celebra/shared/models';
import { type TAdminUserForm, ZAdminUserFormSchema } from '@celebra/shared/validation';
import { FormTextField } from '@celebra/ui/forms';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button } from '@mui/material';
import { useRefresh, useTranslate, useUpdate } from 'react-admin';
import type { z } from 'zod';
import { useAlerts } from '../common/AlertProvider';
import { FormBooleanSelect } from '../common/FormBooleanSelect';
import { Modal } from '../common/Modal';
import { useForm } from '../common/use-form';

type UserValues = z.output<typeof ZAdminUserFormSchema>;

/**
 * Edit popup: first name, last name, e-mail, phone, active; saves with PUT /admin/users/{id}. Turning
 * an active host off is confirmed first, stating what it does (sessions ended, no sign-in; the
 * event's site stays up).
 */
export function UserEditModal({ user, onClose }: { user: TUser; onClose: () => void }) {
  const translate = useTranslate();
  const refresh = useRefresh();
  const { confirm, showError, showSuccess } = useAlerts();
  const [update, { isPending }] = useUpdate();
  const {
    control,
    handleSubmit,
    formState: { isDirty },
  } = useForm<TAdminUserForm, unknown, UserValues>({
    resolver: zodResolver(ZAdminUserFormSchema),
    defaultValues: {
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      phoneNumber: user.phoneNumber ?? '',
      active: user.active,
    },
  });

  const save = handleSubmit(async (values) => {
    // Deactivating signs the host out everywhere and keeps them out: said before it is done.
    if (user.active && !values.active) {
      const name = `${user.firstName} ${user.lastName}`.trim();
      const isSure = await confirm({
        title: translate('celebra.alert.warning'),
        text: translate('celebra.users.confirmDeactivate', { name }),
      });
      if (!isSure) return;
    }
    try {
      await update('users', { id: user.id, data: values, previousData: user }, { returnPromise: true });
      onClose();
      refresh();
      void showSuccess(translate('celebra.users.saved'));
    } catch (error) {
      void showError(error, translate('celebra.errors.save'));
    }
  });

  return (
    <Modal open dirty={isDirty} onClose={onClose} title={translate('celebra.users.edit')}>
      <Box component="form" noValidate onSubmit={save} sx={{ display: 'grid', gap: 2, pt: 1 }}>
        <FormTextField
          control={control}
          name="firstName"
          label={translate('resources.users.fields.firstName')}
        />
        <FormTextField
          control={control}
          name="lastName"
          label={translate('resources.users.fields.lastName')}
        />
        <FormTextField
          control={control}
          name="email"
          type="email"
          label={translate('resources.users.fields.email')}
        />
        <FormTextField
          control={control}
          name="phoneNumber"
          mask={maskPhone}
          label={translate('resources.users.fields.phoneNumber')}
        />
        <FormBooleanSelect
          control={control}
          name="active"
          label={translate('resources.users.fields.active')}
          trueLabel={translate('ra.boolean.true')}
          falseLabel={translate('ra.boolean.false')}
        />
        <Button type="submit" variant="contained" disabled={isPending}>
          {translate('ra.action.save')}
        </Button>
      </Box>
    </Modal>
  );
}
