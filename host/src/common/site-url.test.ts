import { describe, expect, it } from 'vitest';
import { publicEventUrl, shareSiteUrl, siteBaseUrl, supportChatUrl } from './site-url';

describe('site address', () => {
  it('swaps the users. prefix of the dashboard host for site.', () => {
    expect(siteBaseUrl({ protocol: 'https:', host: 'users.celebra.com.br' })).toBe(
      'https://site.celebra.com.br',
    );
    expect(siteBaseUrl({ protocol: 'http:', host: 'users.localhost:3000' })).toBe(
      'http://site.localhost:3000',
    );
  });

  it('puts site. before any other host, and a configured address wins', () => {
    expect(siteBaseUrl({ protocol: 'http:', host: 'localhost:5173' })).toBe('http://site.localhost:5173');
    expect(siteBaseUrl({ protocol: 'http:', host: 'users.x' }, 'https://festa.example/')).toBe(
      'https://festa.example',
    );
  });

  it('the public link is the site address plus the slug', () => {
    expect(publicEventUrl('ana-e-joao', { protocol: 'https:', host: 'users.celebra.com.br' })).toBe(
      'https://site.celebra.com.br/ana-e-joao',
    );
  });
});

describe('chat links', () => {
  it('the share link carries an invitation with the title and the public link', () => {
    const url = shareSiteUrl('Casamento de Ana & João', 'https://site.celebra.com.br/ana-e-joao');
    expect(url.startsWith('https://wa.me/?text=')).toBe(true);
    const text = decodeURIComponent(url.slice('https://wa.me/?text='.length));
    expect(text).toContain('Casamento de Ana & João');
    expect(text).toContain('https://site.celebra.com.br/ana-e-joao');
    expect(text).toMatch(/convidado/);
  });

  it('the support link goes to the configured number with the e-mail in its first message', () => {
    const url = supportChatUrl('ana@mail.com', '+55 (11) 98765-4321');
    expect(url.startsWith('https://wa.me/5511987654321?text=')).toBe(true);
    expect(decodeURIComponent(url)).toContain('ana@mail.com');
  });
});
