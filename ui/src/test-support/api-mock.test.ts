import { describe, expect, it } from 'vitest';
import { apiCall, json, mockApi } from './api-mock';

describe('mockApi keyed by the route table', () => {
  it('answers a call of apiRoutes by its key, placeholders filled', async () => {
    const api = mockApi({ [apiCall('guestsGetEvent', { slug: 'ana-e-pedro' })]: () => json({ ok: 1 }) });
    const answer = await fetch('/api/guests/event/ana-e-pedro');
    expect(await answer.json()).toEqual({ ok: 1 });
    expect(api.to('GET /api/guests/event/ana-e-pedro')).toHaveLength(1);
  });

  it('refuses a key no route of apiRoutes answers (a renamed path, a wrong method)', () => {
    expect(() => mockApi({ 'GET /api/users/eu': () => json({}) })).toThrow(
      'No route of apiRoutes answers GET /api/users/eu',
    );
    expect(() => mockApi({ 'DELETE /api/users/me': () => json({}) })).toThrow(/DELETE \/api\/users\/me/);
    const api = mockApi({ 'GET /api/users/me': () => json({}) });
    expect(() => api.set({ 'POST /api/guests/event/x': () => json({}) })).toThrow(
      /POST \/api\/guests\/event\/x/,
    );
  });

  it('apiCall writes the method and the path under /api, and needs every placeholder', () => {
    expect(apiCall('usersMe')).toBe('GET /api/users/me');
    expect(() => apiCall('guestsGetEvent')).toThrow("apiCall('guestsGetEvent') needs the parameter 'slug'");
  });
});
