import { formatDate } from '@celebra/shared/format';

/** The platform's time zone: a gift's money is released on a day in Brasília, wherever the host is. */
const PLATFORM_TIME_ZONE = 'America/Sao_Paulo';

/**
 * A release as 'DD/MM': an instant (a gift's heldUntil) is read in Brasília; a day 'YYYY-MM-DD'
 * (a balance release) is shown as it is, never shifted.
 */
export function formatReleaseDay(value: string): string {
  return formatDate(value, { timeZone: PLATFORM_TIME_ZONE }).slice(0, 5);
}
