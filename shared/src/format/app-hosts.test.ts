import { describe, expect, it } from 'vitest';
import { guestSiteOrigin } from './app-hosts';

describe('guestSiteOrigin', () => {
  it("swaps the dashboard's or the back office's prefix for the event site's", () => {
    expect(guestSiteOrigin({ protocol: 'https:', host: 'users.celebra.com.br' })).toBe(
      'https://site.celebra.com.br',
    );
    expect(guestSiteOrigin({ protocol: 'https:', host: 'admin.celebra.com.br' })).toBe(
      'https://site.celebra.com.br',
    );
  });

  it('keeps the port and the protocol of the page', () => {
    expect(guestSiteOrigin({ protocol: 'http:', host: 'users.localhost:3000' })).toBe(
      'http://site.localhost:3000',
    );
    expect(guestSiteOrigin({ protocol: 'http:', host: 'admin.localhost:3000' })).toBe(
      'http://site.localhost:3000',
    );
  });

  it("puts the event site's prefix before a host that has no app prefix", () => {
    expect(guestSiteOrigin({ protocol: 'http:', host: 'localhost:5173' })).toBe('http://site.localhost:5173');
    expect(guestSiteOrigin({ protocol: 'https:', host: 'festa.example' })).toBe('https://site.festa.example');
  });

  it('leaves the event site on its own host', () => {
    expect(guestSiteOrigin({ protocol: 'https:', host: 'site.celebra.com.br' })).toBe(
      'https://site.celebra.com.br',
    );
  });
});
