import { CircularProgress } from '@mui/material';
import { NotFound } from '../common/NotFound';
import { usePathRecord } from '../common/use-path-record';
import { GiftForm, type TEditedGift } from './GiftForm';

/** /gifts/{id}, 'Atualizar Presente'. */
export function GiftEdit() {
  const loaded = usePathRecord<TEditedGift>('gifts', 'celebra.errors.fetchGift');
  if (loaded.state === 'loading') return <CircularProgress />;
  if (loaded.state === 'missing') return <NotFound detail={loaded.detail} />;
  return <GiftForm key={loaded.record.id} gift={loaded.record} />;
}
