/**
 * The API client of the three apps: `createApiClient` (JSON and multipart calls with the
 * admin or host credentials from storage, typed calls from route descriptors, the external
 * query), `ApiError`, `errorMessage` (failure → alert text) and the storage keys.
 */
export * from './api-client';
export * from './api-error';
export * from './auth-storage';
export * from './build-url';
export * from './route';
