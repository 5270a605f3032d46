import net from 'node:net';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MAILS_PER_RECIPIENT_PER_HOUR } from '../../src/mail/count-mails-to';
import type { MailMessage } from '../../src/mail/mail-message';
import {
  accountCreatedMail,
  giftReceivedMail,
  newMessageMail,
  preRegisterAccessMail,
  preRegisterPaymentMail,
  purchaseApprovedMail,
} from '../../src/mail/templates/index';
import { build } from '../helpers/build';
import { readOutbox } from '../helpers/outbox';

/** A name typed to make the platform mail a link: markup, a bare domain, a URL, an address. */
const LINK_NAME = '<a href=x>x</a> www.example.com http://golpe.test/pix bia@golpe.test';
/** What a mail client's link detector looks for: a scheme, 'www.', a domain, an address. */
const LINKABLE = /[a-z]+:\/\/|www\.[a-z0-9]|[a-z0-9-]+\.[a-z]{2,}|[\w.+-]+@[a-z0-9-]+\.[a-z]/i;
const WORD_JOINER = /\u2060/g;

describe('mail without SMTP_URL', async () => {
  const t = await build();

  it('writes each message to DATA_DIR/outbox as an .eml with its recipient, subject and text', async () => {
    await t.app.mail.send(
      newMessageMail({
        to: 'anfitria@example.com',
        hostName: 'Ana',
        eventTitle: 'Casamento de Ana & Pedro',
        senderName: 'João Silva',
        message: 'Felicidades ao casal!\nCom carinho.',
        dashboardUrl: 'http://users.localhost:3000/messages',
      }),
    );
    await t.app.mail.send({ to: 'outro@example.com', subject: 'Segundo', text: 'Olá' });

    const mails = await readOutbox(t.config);
    expect(mails).toHaveLength(2);
    const [first, second] = mails;
    expect(first?.file).toMatch(/^\d{4}-\d{2}-\d{2}T[\d-]+Z-[0-9a-f]{8}\.eml$/);
    expect(first?.to).toBe('anfitria@example.com');
    expect(first?.from).toContain('nao-responda@celebra.dev');
    expect(first?.subject).toBe('Novo recado no seu site');
    expect(first?.text).toContain('João Silva deixou um recado no site de Casamento de Ana & Pedro:');
    expect(first?.text).toContain('> Felicidades ao casal!\n> Com carinho.');
    expect(first?.html).toContain('Casamento de Ana &#38; Pedro');
    expect(second?.to).toBe('outro@example.com');
    expect(second?.text).toBe('Olá');
  });

  it('renders the guest confirmation of the gifts bought, with final prices and total', async () => {
    const mail = purchaseApprovedMail({
      to: 'convidado@example.com',
      guestName: 'Maria',
      eventTitle: 'Chá de bebê da Lu',
      items: [
        { name: 'Jogo de toalhas', quantity: 2, unitPriceCents: 10699 },
        { name: 'Berço', quantity: 1, unitPriceCents: 50000 },
      ],
      totalCents: 71398,
      eventUrl: 'http://site.localhost:3000/cha-da-lu',
    });
    expect(mail.subject).toBe('Presente confirmado: Chá de bebê da Lu');
    expect(mail.text).toContain('e-mail de confirmação dos presentes que você comprou');
    expect(mail.text).toContain('- 2 × Jogo de toalhas (R$\u00a0106,99 cada)');
    expect(mail.text).toContain('Total: R$\u00a0713,98');
    expect(mail.html).toContain('R$\u00a0213,98');
    // Follows a payment: never dropped by the mails-per-recipient cap.
    expect(mail.followsPayment).toBe(true);
  });

  it('escapes what users typed in the HTML part', () => {
    const mail = newMessageMail({
      to: 'a@example.com',
      hostName: 'Ana',
      eventTitle: 'Festa',
      senderName: '<script>x</script>',
      message: '<img src=x onerror=alert(1)>',
      dashboardUrl: 'http://users.localhost:3000/messages',
    });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('&#60;img src=x onerror=alert(1)&#62;');
  });
});

describe('what people typed, in the mails', () => {
  const mails: [string, MailMessage][] = [
    [
      'pre-registration access',
      preRegisterAccessMail({
        to: 'dona@example.com',
        firstName: LINK_NAME,
        accessUrl: 'http://users.localhost:3000/pre-register?email=dona%40example.com&code=abc',
        validHours: 24,
        payment: { link: 'http://mp.localhost/checkout/1', amountCents: 4_990 },
      }),
    ],
    [
      'pre-registration payment',
      preRegisterPaymentMail({
        to: 'dona@example.com',
        firstName: LINK_NAME,
        paymentLink: 'http://mp.localhost/checkout/1',
        amountCents: 4_990,
      }),
    ],
    [
      'account created',
      accountCreatedMail({
        to: 'dona@example.com',
        firstName: LINK_NAME,
        loginUrl: 'http://users.localhost:3000/login',
      }),
    ],
    [
      'new message',
      newMessageMail({
        to: 'ana@example.com',
        hostName: 'Ana',
        eventTitle: 'Festa',
        senderName: LINK_NAME,
        message: 'Oi',
        dashboardUrl: 'http://users.localhost:3000/messages',
      }),
    ],
    [
      'gift received',
      giftReceivedMail({
        to: 'ana@example.com',
        hostName: 'Ana',
        eventTitle: 'Festa',
        guestName: LINK_NAME,
        items: [{ name: 'Berço', quantity: 1, unitPriceCents: 50_000 }],
        userAmountCents: 50_000,
        dashboardUrl: 'http://users.localhost:3000/gifts-received',
      }),
    ],
    [
      'purchase approved',
      purchaseApprovedMail({
        to: 'bia@example.com',
        guestName: LINK_NAME,
        eventTitle: 'Festa',
        items: [{ name: 'Berço', quantity: 1, unitPriceCents: 50_000 }],
        totalCents: 50_000,
        eventUrl: 'http://site.localhost:3000/festa',
      }),
    ],
  ];

  it.each(mails)(
    '%s: a name with markup, a domain, a URL and an address is plain text, never a link',
    (_label, mail) => {
      const html = mail.html ?? '';
      // The only anchors are the mail's own buttons, to the platform's addresses.
      for (const anchor of html.match(/<a\b[^>]*>/gi) ?? []) {
        expect(anchor).toMatch(/^<a href="http:\/\/(users|site|mp)\.localhost[:/]/);
      }
      expect(html).not.toMatch(/<a href=x/i);
      expect(html.replace(WORD_JOINER, '')).toContain('&#60;a href=x&#62;x&#60;/a&#62;');

      // Wherever the name appears (text, HTML, subject), nothing in it can be taken for a link,
      // and it reads as typed once the invisible word joiners are left out.
      const shown = [mail.text, html, mail.subject].flatMap(
        (part) => part.match(/www\S*\s+http\S*\s+bia[^\s<!]*/g) ?? [],
      );
      expect(shown.length).toBeGreaterThanOrEqual(2);
      for (const name of shown) {
        expect(name).not.toMatch(LINKABLE);
        expect(name.replace(WORD_JOINER, '')).toBe('www.example.com http://golpe.test/pix bia@golpe.test');
      }
    },
  );
});

describe('the mails one address receives', async () => {
  const t = await build();

  it(`are at most ${MAILS_PER_RECIPIENT_PER_HOUR} an hour, whatever sends them; other addresses are not affected`, async () => {
    for (let i = 0; i < 7; i++) {
      const to = i % 2 ? 'Alvo@Example.com ' : 'alvo@example.com';
      await t.app.mail.send({ to, subject: `Mensagem ${i}`, text: 'Olá' });
    }
    await t.app.mail.send({ to: 'outra@example.com', subject: 'Outra', text: 'Olá' });

    const mails = await readOutbox(t.config);
    expect(mails.filter((mail) => /alvo@example\.com/i.test(mail.to)).map((mail) => mail.subject)).toEqual([
      'Mensagem 0',
      'Mensagem 1',
      'Mensagem 2',
      'Mensagem 3',
      'Mensagem 4',
    ]);
    expect(mails.filter((mail) => mail.to === 'outra@example.com')).toHaveLength(1);

    // The count is kept in PostgreSQL, under a hash: the table holds no address.
    const { rows } = await t.db.execute<{ key: string; count: number }>(
      sql`select key, count from rate_limits where key like 'mail:%' order by count desc`,
    );
    expect(rows[0]).toEqual({ key: expect.stringMatching(/^mail:[0-9a-f]{64}$/), count: 7 });

    // A mail that follows a payment received is counted, but never dropped: each costs a payment.
    await t.app.mail.send({
      to: 'alvo@example.com',
      subject: 'Presente pago',
      text: 'Olá',
      followsPayment: true,
    });
    expect((await readOutbox(t.config)).map((mail) => mail.subject)).toContain('Presente pago');
    await t.app.mail.send({ to: 'alvo@example.com', subject: 'Mensagem 8', text: 'Olá' });
    expect((await readOutbox(t.config)).map((mail) => mail.subject)).not.toContain('Mensagem 8');

    // A new hour, a new allowance.
    await t.db.execute(sql`update rate_limits set expires_at = now() - interval '1 second'`);
    await t.app.mail.send({ to: 'alvo@example.com', subject: 'Depois', text: 'Olá' });
    expect((await readOutbox(t.config)).map((mail) => mail.subject)).toContain('Depois');
  });
});

describe('mail with an SMTP server that is down', async () => {
  const port = await closedPort();
  const t = await build({ SMTP_URL: `smtp://127.0.0.1:${port}` });

  it('resolves anyway (the failure is only logged)', async () => {
    await expect(t.app.mail.send({ to: 'a@example.com', subject: 'X', text: 'Y' })).resolves.toBeUndefined();
  });
});

/** A port nothing listens on: bound, read, then released. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (typeof address !== 'object' || !address) throw new Error('no port');
  return address.port;
}
