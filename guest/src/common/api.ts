import { createApiClient } from '@celebra/shared/client';

/**
 * The guest site's API client: public calls only (no credentials), on the app's own origin
 * unless VITE_API_URL points elsewhere.
 */
export const api = createApiClient({ baseUrl: import.meta.env.VITE_API_URL || '/api' });
