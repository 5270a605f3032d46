/**
 * @celebra/shared: the one source of truth of all apps. Each part is also its own entry point
 * (`@celebra/shared/models`, `/api`, `/validation`, `/format`, `/client`).
 */
export * from './api';
export * from './client';
export * from './format';
export * from './models';
export * from './validation';
