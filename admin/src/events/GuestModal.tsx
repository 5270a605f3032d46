/** The guest modal: first name, last name, e-mail, mobile; save or update, and delete with a confirmation. */
import { maskPhone } from '@celebra/shared/format';
import type { TGuest } from '@celebra/shared/models';
import { type TAdminGuestForm, ZAdminGuestFormSchema } from '@celebra/shared/validation';
import { FormTextField } from '@celebra/ui/forms';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box } from '@mui/material';
import { useCreate, useDelete, useTranslate, useUpdate } from 'react-admin';
import type { z } from 'zod';
import { useAlerts } from '../common/AlertProvider';
import { Modal } from '../common/Modal';
import { SaveRemoveActions } from '../common/SaveRemoveActions';
import { useForm } from '../common/use-form';

type GuestValues = z.output<typeof ZAdminGuestFormSchema>;

type Props = { eventId: number; guest: TGuest | null; onClose: () => void; onSaved: () => void };

export function GuestModal({ eventId, guest, onClose, onSaved }: Props) {
  const translate = useTranslate();
  const { showError } = useAlerts();
  const [create] = useCreate();
  const [update] = useUpdate();
  const [remove] = useDelete();
  const {
    control,
    handleSubmit,
    formState: { isSubmitting, isDirty },
  } = useForm<TAdminGuestForm, unknown, GuestValues>({
    resolver: zodResolver(ZAdminGuestFormSchema),
    defaultValues: {
      firstName: guest?.firstName ?? '',
      lastName: guest?.lastName ?? '',
      email: guest?.email ?? '',
      phoneNumber: guest?.phoneNumber ?? '',
    },
  });
  const field = (key: string) => translate(`resources.event-guests.fields.${key}`);

  const save = handleSubmit(async (values) => {
    try {
      if (guest) {
        await update(
          'event-guests',
          { id: guest.id, data: { ...values, eventId }, previousData: guest, meta: { eventId } },
          { returnPromise: true },
        );
      } else {
        await create(
          'event-guests',
          { data: { ...values, eventId }, meta: { eventId } },
          { returnPromise: true },
        );
      }
      onSaved();
    } catch (error) {
      void showError(error, translate('celebra.errors.saveGuest'));
    }
  });

  return (
    <Modal
      open
      dirty={isDirty}
      onClose={onClose}
      title={translate(guest ? 'celebra.guests.edit' : 'celebra.guests.create')}
    >
      <Box component="form" noValidate onSubmit={save} sx={{ display: 'grid', gap: 2, pt: 1 }}>
        <FormTextField control={control} name="firstName" label={field('firstName')} />
        <FormTextField control={control} name="lastName" label={field('lastName')} />
        <FormTextField control={control} name="email" type="email" label={field('email')} />
        <FormTextField control={control} name="phoneNumber" label={field('mobile')} mask={maskPhone} />
        <SaveRemoveActions
          isSubmitting={isSubmitting}
          saveLabel={guest ? 'ra.action.update' : 'ra.action.save'}
          remove={
            guest
              ? () =>
                  remove(
                    'event-guests',
                    { id: guest.id, previousData: guest, meta: { eventId } },
                    { returnPromise: true, mutationMode: 'pessimistic' },
                  )
              : undefined
          }
          removeLabel="ra.action.delete"
          confirmText={translate('celebra.guests.confirmDelete')}
          onRemoved={onSaved}
          removeError={translate('celebra.errors.deleteGuest')}
        />
      </Box>
    </Modal>
  );
}
