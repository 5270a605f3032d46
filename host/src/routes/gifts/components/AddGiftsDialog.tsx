import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useState } from 'react';
import { EMPTY_GIFT_FORM, type TGiftFormOutput } from '../gift-form-values';
import { CatalogPicker } from './CatalogPicker';
import { GiftDialog } from './GiftDialog';
import { GiftForm } from './GiftForm';

type Props = {
  eventId: number;
  percentage: number;
  onAddFromCatalog: (giftIds: number[]) => Promise<void>;
  onCreate: (values: TGiftFormOutput, image: File | null) => Promise<void>;
  onClose: () => void;
};

/** 'Adicionar presentes': gifts picked from the platform's catalogue, or one of the couple's own. */
export function AddGiftsDialog({ eventId, percentage, onAddFromCatalog, onCreate, onClose }: Props) {
  const [tab, setTab] = useState<'catalog' | 'own'>('catalog');
  return (
    <GiftDialog id="add-gifts" title="Adicionar presentes" onClose={onClose}>
      <Tabs value={tab} onChange={(_, value) => setTab(value)} variant="fullWidth" sx={{ mb: 2 }}>
        <Tab value="catalog" label="Do catálogo" id="add-gifts-tab-catalog" aria-controls="add-gifts-panel" />
        <Tab value="own" label="Criar o meu" id="add-gifts-tab-own" aria-controls="add-gifts-panel" />
      </Tabs>
      <Box role="tabpanel" id="add-gifts-panel" aria-labelledby={`add-gifts-tab-${tab}`}>
        {tab === 'catalog' ? (
          <CatalogPicker eventId={eventId} onAdd={onAddFromCatalog} onCancel={onClose} />
        ) : (
          <GiftForm
            defaultValues={EMPTY_GIFT_FORM}
            percentage={percentage}
            currentImageUrl={null}
            submitLabel="Criar presente"
            onSubmit={onCreate}
            onCancel={onClose}
          />
        )}
      </Box>
    </GiftDialog>
  );
}
