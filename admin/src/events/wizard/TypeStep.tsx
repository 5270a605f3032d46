/** Step 0: choose an event type among the cards. */
import type { TEventType } from '@celebra/shared/models';
import { ZWizardEventTypeStepSchema } from '@celebra/shared/validation';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import {
  Box,
  Button,
  Card,
  CardActionArea,
  CardContent,
  CardMedia,
  CircularProgress,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import { useAlerts } from '../../common/AlertProvider';
import type { WizardDraft } from './draft';

type Props = { draft: WizardDraft; onNext: (part: WizardDraft) => void };

export function TypeStep({ draft, onNext }: Props) {
  const translate = useTranslate();
  const { alert, showError } = useAlerts();
  const [selected, setSelected] = useState(draft.eventTypeId);
  const { data, isPending } = useGetList<TEventType>(
    'wizard-event-types',
    {},
    { onError: (error) => showError(error, translate('celebra.errors.fetchEventTypes')) },
  );

  const next = () => {
    const parsed = ZWizardEventTypeStepSchema.safeParse({ eventTypeId: selected });
    if (!parsed.success) {
      void alert({ title: translate('celebra.alert.warning'), text: parsed.error.issues[0]?.message ?? '' });
      return;
    }
    onNext(parsed.data);
  };

  return (
    <>
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        {translate('celebra.wizard.chooseType')}
      </Typography>
      {isPending ? (
        <CircularProgress />
      ) : (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}>
          {(data ?? []).map((type) => {
            const isSelected = Number(selected) === type.id;
            return (
              <Card
                key={type.id}
                variant="outlined"
                sx={{
                  borderColor: isSelected ? 'primary.main' : 'divider',
                  borderWidth: 2,
                  position: 'relative',
                }}
              >
                <CardActionArea onClick={() => setSelected(type.id)} aria-pressed={isSelected}>
                  {type.imageUrl ? (
                    <CardMedia
                      component="img"
                      image={type.imageUrl}
                      alt=""
                      sx={{ height: 140, objectFit: 'contain', bgcolor: 'action.hover' }}
                    />
                  ) : null}
                  <CardContent>
                    <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
                      {type.name}
                    </Typography>
                    {type.description ? (
                      <Typography variant="body2" color="text.secondary">
                        {type.description}
                      </Typography>
                    ) : null}
                  </CardContent>
                  {isSelected ? (
                    <CheckCircleIcon color="primary" sx={{ position: 'absolute', top: 8, right: 8 }} />
                  ) : null}
                </CardActionArea>
              </Card>
            );
          })}
        </Box>
      )}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 3 }}>
        <Button variant="contained" onClick={next}>
          {translate('celebra.wizard.continue')}
        </Button>
      </Box>
    </>
  );
}
