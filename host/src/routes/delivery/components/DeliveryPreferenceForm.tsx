import { apiRoutes } from '@celebra/shared/api';
import { GIFT_DELIVERY_PREFERENCE_LABELS } from '@celebra/shared/format';
import { GIFT_DELIVERY_PREFERENCES, type TGiftDeliveryPreference } from '@celebra/shared/models';
import { useAlert } from '@celebra/ui/alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { api } from '../../../common/api';
import { ConfirmDialog } from '../../../common/ConfirmDialog';
import { deliveryChangeText, PREFERENCE_HINTS } from './delivery-change-text';

type Props = {
  eventId: number;
  current: TGiftDeliveryPreference | null;
  onChanged: (preference: TGiftDeliveryPreference) => void;
};

/**
 * How the couple receive the gifts, changed after a confirmation that says what changes
 * (PUT /users/event/{eventId}/delivery-preference); the server refuses it once a gift was bought
 * for delivery, and its message is shown.
 */
export function DeliveryPreferenceForm({ eventId, current, onChanged }: Props) {
  const alert = useAlert();
  const [chosen, setChosen] = useState<TGiftDeliveryPreference | null>(current);
  const [confirming, setConfirming] = useState(false);
  const [saving, setSaving] = useState(false);

  const change = async () => {
    if (!chosen) return;
    setSaving(true);
    try {
      const answer = await api.call(apiRoutes.usersChangeDeliveryPreference, {
        params: { eventId },
        body: { giftDeliveryPreference: chosen },
      });
      onChanged(answer.giftDeliveryPreference);
      alert.success(answer.message);
    } catch (error) {
      setChosen(current);
      alert.error(error, 'Erro ao alterar a preferência de entrega.');
    } finally {
      setSaving(false);
      setConfirming(false);
    }
  };

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="delivery-preference-title"
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Typography id="delivery-preference-title" variant="h3" component="h2" sx={{ mb: 1 }}>
        Como vocês recebem os presentes
      </Typography>
      <RadioGroup
        aria-labelledby="delivery-preference-title"
        value={chosen ?? ''}
        onChange={(event) => setChosen(event.target.value as TGiftDeliveryPreference)}
      >
        {GIFT_DELIVERY_PREFERENCES.map((preference) => (
          <FormControlLabel
            key={preference}
            value={preference}
            control={<Radio />}
            sx={{ alignItems: 'flex-start', mb: 1, '& .MuiRadio-root': { mt: -0.75 } }}
            label={
              <>
                <Typography sx={{ fontWeight: 700 }}>
                  {GIFT_DELIVERY_PREFERENCE_LABELS[preference]}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {PREFERENCE_HINTS[preference]}
                </Typography>
              </>
            }
          />
        ))}
      </RadioGroup>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Cotas e valores livres sempre vão para vocês em dinheiro. Depois que um presente é comprado para
        entrega, a preferência não pode mais ser alterada.
      </Typography>
      <Button
        variant="contained"
        disabled={!chosen || chosen === current}
        onClick={() => setConfirming(true)}
      >
        Alterar preferência
      </Button>
      <ConfirmDialog
        open={confirming && chosen !== null}
        title="Alterar a preferência de entrega"
        text={chosen ? deliveryChangeText(current, chosen) : ''}
        confirmLabel="Alterar"
        confirmColor="primary"
        busy={saving}
        onConfirm={change}
        onCancel={() => setConfirming(false)}
      />
    </Paper>
  );
}
