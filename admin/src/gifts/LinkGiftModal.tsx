/** 'Adicionar a um evento': the event id (sent as a number), a confirmation, then POST /admin/gifts/link-to-event. */
import type { TGift } from '@celebra/shared/models';
import { LINK_GIFT_MESSAGES, ZLinkGiftFormSchema } from '@celebra/shared/validation';
import { Alert, Box, Button, TextField } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useAlerts } from '../common/AlertProvider';
import { Modal } from '../common/Modal';
import { useCelebra } from '../providers/use-celebra';

export function LinkGiftModal({ gift, onClose }: { gift: TGift; onClose: () => void }) {
  const translate = useTranslate();
  const celebra = useCelebra();
  const { confirm, showError, showSuccessPopup } = useAlerts();
  const [eventId, setEventId] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isSaving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZLinkGiftFormSchema.safeParse({ giftId: gift.id, eventId: eventId.trim() || undefined });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? LINK_GIFT_MESSAGES.eventIdRequired);
      return;
    }
    setError(null);
    const isSure = await confirm({
      title: translate('celebra.alert.warning'),
      text: translate('celebra.gifts.confirmLink'),
    });
    if (!isSure) return;
    setSaving(true);
    try {
      await celebra.linkGiftToEvent(parsed.data);
      onClose();
      void showSuccessPopup(translate('celebra.gifts.linked'));
    } catch (failure) {
      void showError(failure, translate('celebra.errors.linkGift'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      onClose={onClose}
      title={translate('celebra.gifts.linkTitle', { name: gift.name })}
      maxWidth={480}
    >
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2, pt: 1 }}>
        <Alert severity="info">{translate('celebra.gifts.checkId')}</Alert>
        <TextField
          label={translate('celebra.gifts.eventId')}
          type="number"
          value={eventId}
          onChange={(e) => setEventId(e.target.value)}
          error={error !== null}
          helperText={error}
          slotProps={{ htmlInput: { min: 1, step: 1 } }}
        />
        <Button type="submit" variant="contained" disabled={isSaving}>
          {translate('celebra.gifts.link')}
        </Button>
      </Box>
    </Modal>
  );
}
