import { apiRoutes, type TGiftNotice } from '@celebra/shared/api';
import { GIFT_NOTICE_MAX_LENGTH, isDefaultGiftNotice } from '@celebra/shared/models';
import { type TGiftNoticeForm, ZGiftNoticeFormSchema } from '@celebra/shared/validation';
import { useAlert } from '@celebra/ui/alert';
import { FormTextField } from '@celebra/ui/forms';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { api } from '../../../common/api';
import { useLeaveWarning } from '../../../common/unsaved/use-leave-warning';

type Props = { eventId: number; notice: TGiftNotice; onSaved: (notice: TGiftNotice) => void };

/**
 * 'Aviso para os convidados': the text shown beside the list on the site, the platform's own until
 * the couple write theirs; saving it blank brings the platform's back.
 */
export function GiftNoticeCard({ eventId, notice, onSaved }: Props) {
  const alert = useAlert();
  const [editing, setEditing] = useState(false);
  const [saving, setSaving] = useState(false);
  const { control, handleSubmit, reset, formState } = useForm<TGiftNoticeForm>({
    resolver: zodResolver(ZGiftNoticeFormSchema),
    defaultValues: { text: notice.text },
  });
  useLeaveWarning(editing && formState.isDirty);
  const text = useWatch({ control, name: 'text' });

  const save = async (value: string) => {
    setSaving(true);
    try {
      // The platform's text saved untouched stays the platform's (blank), so it follows its updates
      // and the couple's delivery preference.
      const text = isDefaultGiftNotice(value) ? '' : value;
      const answer = await api.call(apiRoutes.usersSaveGiftNotice, { params: { eventId }, body: { text } });
      onSaved(answer.giftNotice);
      reset({ text: answer.giftNotice.text });
      setEditing(false);
      alert.success(answer.message);
    } catch (failure) {
      alert.error(failure, 'Erro ao salvar o aviso.');
    } finally {
      setSaving(false);
    }
  };

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="gift-notice-title"
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1, flexWrap: 'wrap' }}>
        <Typography id="gift-notice-title" variant="h3" component="h2">
          Aviso para os convidados
        </Typography>
        {notice.isDefault && <Chip size="small" label="Texto padrão" />}
      </Stack>
      {editing ? (
        <form noValidate onSubmit={handleSubmit((values) => save(values.text))}>
          <FormTextField
            control={control}
            name="text"
            label="Aviso"
            multiline
            minRows={4}
            helperText={`${text.length}/${GIFT_NOTICE_MAX_LENGTH}`}
            slotProps={{ htmlInput: { maxLength: GIFT_NOTICE_MAX_LENGTH } }}
          />
          <Stack
            direction="row"
            spacing={1}
            useFlexGap
            sx={{ mt: 2, flexWrap: 'wrap', justifyContent: 'flex-end' }}
          >
            <Button
              onClick={() => {
                reset({ text: notice.text });
                setEditing(false);
              }}
              disabled={saving}
            >
              Cancelar
            </Button>
            <Button variant="outlined" onClick={() => save('')} disabled={saving || notice.isDefault}>
              Restaurar texto padrão
            </Button>
            <Button type="submit" variant="contained" loading={saving}>
              Salvar
            </Button>
          </Stack>
        </form>
      ) : (
        <>
          <Typography color="text.secondary" sx={{ whiteSpace: 'pre-line' }}>
            {notice.text}
          </Typography>
          <Button variant="outlined" sx={{ mt: 2 }} onClick={() => setEditing(true)}>
            Editar aviso
          </Button>
        </>
      )}
    </Paper>
  );
}
