/**
 * The address of each record, react-admin's way (under the app's base path, which the router
 * adds): a transaction, a payout and a host have a record page (`…/:id/show`), an event its edit
 * page, a version of the legal texts its page. Lists filtered through the address open with that
 * filter applied (and kept on reload).
 */
import { legalVersionPath } from '../legal-versions/legal-version-path';

export const transactionPath = (id: number) => `/transactions/${id}/show`;
export const payoutPath = (id: number) => `/payouts/${id}/show`;
export const userPath = (id: number) => `/users/${id}/show`;
export const eventPath = (id: number) => `/events/${id}`;

/** A list's address with its filter, react-admin's `?filter=` (a JSON object). */
export function filteredListPath(resource: string, filter: Record<string, string | number>): string {
  return `/${resource}?${new URLSearchParams({ filter: JSON.stringify(filter) }).toString()}`;
}

/** The transactions of an event, whatever their status. */
export const eventTransactionsPath = (eventId: number) =>
  filteredListPath('transactions', { status: 'ALL', eventId });

/** The audit log's rows about one record (its entity type as the log names it: 'purchase', 'user'…). */
export const auditPath = (entityType: string, entityId: number) =>
  filteredListPath('audit-log', { entityType, entityId });

/** The record page of an audit row's entity, when it has one. */
export function auditEntityPath(entityType: string, entityId: number | null): string | undefined {
  if (entityId === null) return undefined;
  switch (entityType) {
    case 'purchase':
      return transactionPath(entityId);
    case 'payout':
      return payoutPath(entityId);
    case 'user':
      return userPath(entityId);
    case 'event':
      return eventPath(entityId);
    case 'legal-version':
      return legalVersionPath(entityId);
    default:
      return undefined;
  }
}
