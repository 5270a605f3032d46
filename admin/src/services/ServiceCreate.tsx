import { ServiceForm } from './ServiceForm';

/** /services/add, 'Novo Serviço'. */
export function ServiceCreate() {
  return <ServiceForm />;
}
