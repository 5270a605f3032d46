/**
 * @celebra/shared/api: the API contract. One file per area with each call's
 * `Z<Call>ParamsSchema` / `Z<Call>QuerySchema` / `Z<Call>BodySchema` / `Z<Call>ResponseSchema`
 * (path params shared by many calls are `ZIdParams` and `ZEventIdParams` from common), and the
 * route table `apiRoutes` that ties each call to its method, path, auth and schemas (the public
 * calls also one by one, `guestsGetEventRoute`…, for the guest site's bundle).
 */
export * from './admin-audit-log';
export * from './admin-auth';
export * from './admin-chargebacks';
export * from './admin-dashboard';
export * from './admin-deliveries';
export * from './admin-event-types';
export * from './admin-events';
export * from './admin-gifts';
export * from './admin-ledger';
export * from './admin-money';
export * from './admin-personal-data';
export * from './admin-requests';
export * from './admin-services';
export * from './admin-settings';
export * from './admin-suggestions';
export * from './admin-users';
export * from './api-route';
export * from './auth';
export * from './common';
export * from './geo';
export * from './guests';
export * from './legal';
export * from './password-reset';
export * from './routes';
export * from './routes-geo';
export * from './routes-guest-event';
export * from './routes-public';
export * from './routes-users-account';
export * from './system';
export * from './users-account-data';
export * from './users-auth';
export * from './users-catalog';
export * from './users-deliveries';
export * from './users-event';
export * from './users-gallery';
export * from './users-gifts';
export * from './users-guests';
export * from './users-messages';
export * from './users-money';
export * from './users-payout-destination';
export * from './users-pre-register';
export * from './users-services';
export * from './users-settings';
