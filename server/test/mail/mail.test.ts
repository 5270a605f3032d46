import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { newMessageMail, purchaseApprovedMail } from '../../src/mail/templates/index';
import { build } from '../helpers/build';
import { readOutbox } from '../helpers/outbox';

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
    expect(first?.subject).toBe('Novo recado de João Silva');
    expect(first?.text).toContain('João Silva deixou um recado no site de Casamento de Ana & Pedro:');
    expect(first?.text).toContain('> Felicidades ao casal!\n> Com carinho.');
    expect(first?.html).toContain('Casamento de Ana &amp; Pedro');
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
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
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
