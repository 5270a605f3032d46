/** Step 2: pick the list's gifts (at least 4). */
import { formatBRL } from '@celebra/shared/format';
import type { TWizardGift } from '@celebra/shared/models';
import { ZAdminWizardGiftsStepSchema } from '@celebra/shared/validation';
import CardGiftcardIcon from '@mui/icons-material/CardGiftcard';
import { Box, Button, Card, CardActionArea, CardContent, Checkbox, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useAlerts } from '../../common/AlertProvider';
import type { WizardDraft } from './draft';

type Props = {
  draft: WizardDraft;
  gifts: TWizardGift[];
  onBack: () => void;
  onNext: (part: WizardDraft) => void;
  /** Keeps the choice in the draft as it changes, so going back and forth does not lose it. */
  onSelect: (gifts: number[]) => void;
};

export function GiftsStep({ draft, gifts, onBack, onNext, onSelect }: Props) {
  const translate = useTranslate();
  const { alert } = useAlerts();
  const offered = new Set(gifts.map((gift) => gift.id));
  const [selected, setSelected] = useState<number[]>(() =>
    (draft.gifts ?? []).filter((id) => offered.has(id)),
  );

  const toggle = (id: number) => {
    const next = selected.includes(id) ? selected.filter((other) => other !== id) : [...selected, id];
    setSelected(next);
    onSelect(next);
  };

  const next = () => {
    const parsed = ZAdminWizardGiftsStepSchema.safeParse({ gifts: selected });
    if (!parsed.success) {
      void alert({ title: translate('celebra.alert.warning'), text: parsed.error.issues[0]?.message ?? '' });
      return;
    }
    onNext(parsed.data);
  };

  return (
    <>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', mb: 2 }}>
        <Typography variant="h6" component="h2">
          {translate('celebra.wizard.pickGifts')}
        </Typography>
        <Typography color="text.secondary">
          {translate('celebra.wizard.selectedCount', { smart_count: selected.length })}
        </Typography>
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)', md: 'repeat(5, 1fr)' },
        }}
      >
        {gifts.map((gift) => {
          const isSelected = selected.includes(gift.id);
          const image = gift.imageUrl ?? gift.image_url;
          return (
            <Card
              key={gift.id}
              variant="outlined"
              sx={{ borderColor: isSelected ? 'primary.main' : 'divider', borderWidth: 2 }}
            >
              <CardActionArea onClick={() => toggle(gift.id)} sx={{ height: '100%' }}>
                <Box sx={{ position: 'relative', height: 120, bgcolor: 'action.hover', display: 'flex' }}>
                  {image ? (
                    <Box
                      component="img"
                      src={image}
                      alt=""
                      sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
                    />
                  ) : (
                    <CardGiftcardIcon color="disabled" sx={{ m: 'auto', fontSize: 48 }} />
                  )}
                  <Checkbox
                    checked={isSelected}
                    tabIndex={-1}
                    slotProps={{ input: { 'aria-label': gift.name } }}
                    sx={{
                      position: 'absolute',
                      top: 0,
                      right: 0,
                      bgcolor: 'background.paper',
                      borderRadius: 0,
                    }}
                  />
                </Box>
                <CardContent sx={{ p: 1.5 }}>
                  <Typography variant="body2" sx={{ fontWeight: 500 }}>
                    {gift.name}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {formatBRL(gift.price)}
                  </Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          );
        })}
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', mt: 3 }}>
        <Button onClick={onBack}>{translate('ra.action.back')}</Button>
        <Button variant="contained" onClick={next}>
          {translate('celebra.wizard.continue')}
        </Button>
      </Box>
    </>
  );
}
