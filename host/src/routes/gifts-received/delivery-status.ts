import { formatDate } from '@celebra/shared/format';
import type { TDelivery, TDeliveryStatus } from '@celebra/shared/models';

/** The couple's words for a delivery line's status (the back office says the same). */
export { DELIVERY_STATUS_LABELS } from '@celebra/shared/format';

/** The chip's colour: on its way (info), arrived (success), money or cancelled (neutral). */
export const DELIVERY_STATUS_COLORS: Record<TDeliveryStatus, 'default' | 'info' | 'success' | 'warning'> = {
  TO_BUY: 'warning',
  BOUGHT: 'info',
  SENT: 'info',
  DELIVERED: 'success',
  CONVERTED: 'default',
  CANCELLED: 'default',
};

/** '14/03/2031 a 20/03/2031', or null while the event has no date. */
export function dueWindowText(line: Pick<TDelivery, 'dueFrom' | 'dueTo'>): string | null {
  if (!line.dueFrom || !line.dueTo) return null;
  return `${formatDate(line.dueFrom)} a ${formatDate(line.dueTo)}`;
}
