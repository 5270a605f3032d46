import type { TService } from '@celebra/shared/models';
import { CircularProgress } from '@mui/material';
import { useGetOne, useTranslate } from 'react-admin';
import { useParams } from 'react-router';
import { useAlerts } from '../common/AlertProvider';
import { ServiceForm } from './ServiceForm';

/** /services/{id}, 'Atualizar Serviço'. */
export function ServiceEdit() {
  const translate = useTranslate();
  const { id } = useParams();
  const { showError } = useAlerts();
  const { data: service, isPending } = useGetOne<TService>(
    'services',
    { id: Number(id) },
    { enabled: Boolean(id), onError: (error) => showError(error, translate('celebra.errors.fetchService')) },
  );
  if (isPending) return <CircularProgress />;
  return service ? <ServiceForm key={service.id} service={service} /> : null;
}
