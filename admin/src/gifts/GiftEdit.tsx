import type { TGift } from '@celebra/shared/models';
import { CircularProgress } from '@mui/material';
import { useGetOne, useTranslate } from 'react-admin';
import { useParams } from 'react-router';
import { useAlerts } from '../common/AlertProvider';
import { GiftForm } from './GiftForm';

/** /gifts/{id}, 'Atualizar Presente'. */
export function GiftEdit() {
  const translate = useTranslate();
  const { id } = useParams();
  const { showError } = useAlerts();
  const { data: gift, isPending } = useGetOne<TGift>(
    'gifts',
    { id: Number(id) },
    { enabled: Boolean(id), onError: (error) => showError(error, translate('celebra.errors.fetchGift')) },
  );
  if (isPending) return <CircularProgress />;
  return gift ? <GiftForm key={gift.id} gift={gift} /> : null;
}
