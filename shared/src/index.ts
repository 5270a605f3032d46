/**
 * @celebra/shared: the one source of truth of all apps. Each part is also its own entry point
 * (`@celebra/shared/models`, `/api`, `/validation`, `/format`, `/client`). The message catalogue,
 * every Portuguese text the server answers and the apps show, is `@celebra/shared/messages` only:
 * it gathers texts the other parts also export.
 */
export * from './api';
export * from './client';
export * from './format';
export * from './models';
export * from './validation';
