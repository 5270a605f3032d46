import { GiftForm } from './GiftForm';

/** /gifts/create, 'Novo Presente'. */
export function GiftCreate() {
  return <GiftForm />;
}
