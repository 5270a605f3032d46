import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { buildQuery, buildUrl, fillPath } from './build-url';

describe('URLs', () => {
  it('joins base and path with one slash', () => {
    expect(buildUrl('/api', 'admin/me')).toBe('/api/admin/me');
    expect(buildUrl('/api/', '/admin/me')).toBe('/api/admin/me');
    expect(buildUrl('http://localhost:3000/api', '/users/me')).toBe('http://localhost:3000/api/users/me');
  });

  it('appends to a path that already has a query', () => {
    expect(buildUrl('/api', '/admin/payouts?status=PENDING', { page: 2 })).toBe(
      '/api/admin/payouts?status=PENDING&page=2',
    );
  });

  it('builds queries without empty values', () => {
    expect(buildQuery({ a: 0, b: '', c: null, d: undefined, e: 'x y' })).toBe('a=0&e=x+y');
    expect(buildQuery(undefined)).toBe('');
  });

  it('fills :name and {name} placeholders, encoded', () => {
    expect(fillPath('/users/gifts/:eventId/:giftId', { eventId: 3, giftId: 'a/b' })).toBe(
      '/users/gifts/3/a%2Fb',
    );
    expect(fillPath('/admin/events/{id}/messages', { id: 1 })).toBe('/admin/events/1/messages');
    expect(fillPath('/admin/settings')).toBe('/admin/settings');
    expect(() => fillPath('/admin/gifts/:id', {})).toThrow(ApiError);
  });
});
