import { describe, expect, it } from 'vitest';
import { payoutDestinationChangedMail } from '../../src/mail/templates/index';

/** What a mail client's link detector looks for: a scheme, 'www.', a domain, an address. */
const LINKABLE = /[a-z]+:\/\/|www\.[a-z0-9]|[a-z0-9-]+\.[a-z]{2,}|[\w.+-]+@[a-z0-9-]+\.[a-z]/i;
const WORD_JOINER = /\u2060/g;

describe('the mail of a changed payout destination', () => {
  const mail = payoutDestinationChangedMail({
    to: 'ana@example.com',
    hostName: '<b>Ana</b>',
    pixKeyTypeLabel: 'E-mail',
    maskedPixKey: 'a***@dominio.com',
    changedAt: '01/03/2025 às 09:30',
    dashboardUrl: 'http://users.localhost:3000/gifts-received',
  });

  it('tells the host when, and the new key masked, with what to do if it was not them', () => {
    expect(mail.subject).toBe('Seus dados para repasse foram alterados');
    const text = mail.text.replace(WORD_JOINER, '');
    expect(text).toContain('Os dados para repasse da sua conta foram alterados em 01/03/2025 às 09:30.');
    expect(text).toContain('Os próximos repasses serão enviados para a chave Pix (E-mail) a***@dominio.com.');
    expect(text).toContain('Se não foi você, troque sua senha');
    expect(text).toContain('Ver dados para repasse: http://users.localhost:3000/gifts-received');
  });

  it('shows the masked key and the name as text: the only link is the dashboard button', () => {
    const html = mail.html ?? '';
    expect(html.match(/<a\b[^>]*>/gi)).toEqual([
      expect.stringMatching(/^<a href="http:\/\/users\.localhost:3000\//),
    ]);
    expect(html).not.toContain('<b>Ana</b>');
    const key = mail.text.match(/a\S*\*\*\*\S*dominio\S*/)?.[0] ?? '';
    expect(key).not.toMatch(LINKABLE);
  });
});
