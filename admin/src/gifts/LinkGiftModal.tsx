/**
 * 'Adicionar a um evento': the event id (sent as a number), a confirmation, then POST
 * /admin/gifts/link-to-event. The shared form hook runs one submit at a time, so a double click on
 * 'Adicionar' asks once and links once.
 */
import type { TGift } from '@celebra/shared/models';
import { type TLinkGiftForm, ZLinkGiftFormSchema } from '@celebra/shared/validation';
import { FormTextField } from '@celebra/ui/forms';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useAlerts } from '../common/AlertProvider';
import { Modal } from '../common/Modal';
import { useForm } from '../common/use-form';
import { useCelebra } from '../providers/use-celebra';

export function LinkGiftModal({ gift, onClose }: { gift: TGift; onClose: () => void }) {
  const translate = useTranslate();
  const celebra = useCelebra();
  const { confirm, showError, showSuccessPopup } = useAlerts();
  const {
    control,
    handleSubmit,
    formState: { isSubmitting, isDirty },
  } = useForm<TLinkGiftForm, unknown, { giftId: number; eventId: number }>({
    resolver: zodResolver(ZLinkGiftFormSchema),
    defaultValues: { giftId: gift.id, eventId: '' },
  });

  const submit = handleSubmit(async (values) => {
    const isSure = await confirm({
      title: translate('celebra.alert.warning'),
      text: translate('celebra.gifts.confirmLink'),
    });
    if (!isSure) return;
    try {
      await celebra.linkGiftToEvent(values);
      onClose();
      void showSuccessPopup(translate('celebra.gifts.linked'));
    } catch (failure) {
      void showError(failure, translate('celebra.errors.linkGift'));
    }
  });

  return (
    <Modal
      dirty={isDirty}
      open
      onClose={onClose}
      title={translate('celebra.gifts.linkTitle', { name: gift.name })}
      maxWidth={480}
    >
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2, pt: 1 }}>
        <Alert severity="info">{translate('celebra.gifts.checkId')}</Alert>
        <FormTextField
          control={control}
          name="eventId"
          label={translate('celebra.gifts.eventId')}
          type="number"
          slotProps={{ htmlInput: { min: 1, step: 1 } }}
        />
        <Button type="submit" variant="contained" disabled={isSubmitting}>
          {translate('celebra.gifts.link')}
        </Button>
      </Box>
    </Modal>
  );
}
