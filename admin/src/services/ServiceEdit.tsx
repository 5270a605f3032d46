import type { TService } from '@celebra/shared/models';
import { CircularProgress } from '@mui/material';
import { NotFound } from '../common/NotFound';
import { usePathRecord } from '../common/use-path-record';
import { ServiceForm } from './ServiceForm';

/** /services/{id}, 'Atualizar Serviço'. */
export function ServiceEdit() {
  const loaded = usePathRecord<TService>('services', 'celebra.errors.fetchService');
  if (loaded.state === 'loading') return <CircularProgress />;
  if (loaded.state === 'missing') return <NotFound detail={loaded.detail} />;
  return <ServiceForm key={loaded.record.id} service={loaded.record} />;
}
