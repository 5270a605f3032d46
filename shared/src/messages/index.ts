/**
 * @celebra/shared/messages: every Portuguese message the server answers and the apps show, one
 * constant per text. The server's answers live here, one file per domain; the forms' messages stay
 * beside their validators (`validation/`) and the few the apps act on beside their contract or the
 * API client, and are re-exported so that this is the one entry point for every message.
 */

export { CEP_NOT_FOUND_MESSAGE } from '../api/geo';
export { PRE_REGISTER_MESSAGES } from '../api/users-pre-register';
export { API_MESSAGES } from '../client/api-error';
export { SLUG_FORMAT_MESSAGE } from '../validation/fields';
export { STATUS_INVALID_MESSAGE, STATUS_REASON_REQUIRED_MESSAGE } from '../validation/forms/money';
export { REUSE_PASSWORD_NEEDS_REQUEST_MESSAGE } from '../validation/forms/wizard';
export { INVALID_INPUT_MESSAGE } from '../validation/issues';
export * from '../validation/messages';
export { RESERVED_SLUG_MESSAGE } from '../validation/reserved-slugs';
export * from './account';
export * from './admin';
export * from './audit';
export * from './auth';
export * from './contrast';
export * from './delivery';
export * from './event';
export * from './event-type';
export * from './form';
export * from './gallery';
export * from './geo';
export * from './gift';
export * from './guest';
export * from './ledger';
export * from './legal';
export * from './payment';
export * from './payout';
export * from './pre-registration';
export * from './privacy';
export * from './purchase';
export * from './server';
export * from './service';
export * from './site-password';
export * from './upload';
export * from './user';
