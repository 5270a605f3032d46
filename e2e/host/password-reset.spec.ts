/**
 * Journey 11: a host (of a copy of the demo's event, theirs alone) forgets the password. Signed in on the phone, 'Sair' is no
 * longer one tap away in the bottom bar ('Ajustes' leads to it). On another device, 'Esqueci minha
 * senha' mails a link; the link sets a new password and ends every session (the phone's token is
 * refused), the old password no longer signs in, the new one does, and the link works only once.
 */
import { expect, PHONE, test } from '../support/fixtures';
import { linkIn, waitForMail } from '../support/outbox';
import { seedEvent } from '../support/seed';
import { tap, typeInto } from '../support/seen';
import { signInHost } from '../support/sign-in';
import { expectRefused, storedHeaders } from '../support/sign-out';
import { acknowledge, field, see } from '../support/ui';

test.use(PHONE);

const NEW_PASSWORD = 'Casamento2027';
const SENT =
  'Se houver uma conta com este e-mail, enviamos um link para criar uma nova senha. O link vale por 1 hora.';

test('journey 11: a host who forgot the password gets back in by the mailed link, every old session ended', async ({
  journey: { page, context, appUrl, step, shot },
}) => {
  const NEWCOMER = (await seedEvent()).host;
  const phoneSession = await step(
    "signed in on the phone: 'Sair' is in 'Ajustes', not the bottom bar",
    async () => {
      await signInHost(page, appUrl, NEWCOMER);
      const bar = page.getByRole('navigation', { name: 'Atalhos' });
      await bar.waitFor();
      expect(await bar.getByRole('link', { name: /Sair/ }).count()).toBe(0);
      expect(await bar.getByRole('button', { name: /Sair/ }).count()).toBe(0);
      await tap(bar.getByRole('link', { name: 'Ajustes: configurações e conta' }));
      await see(page, 'Acesso à conta');
      await page.getByRole('button', { name: 'Sair' }).waitFor();
      await shot('settings-account-access');
      return storedHeaders(page, 'user');
    },
  );

  const browser = context.browser();
  if (!browser) throw new Error('The journey has no browser.');
  const laptop = await browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'pt-BR' });
  laptop.setDefaultTimeout(30_000);
  try {
    const other = await laptop.newPage();
    await step("on another device, 'Esqueci minha senha' asks for the e-mail", async () => {
      await other.goto(appUrl('users', '/login'));
      await tap(other.getByRole('link', { name: 'Esqueci minha senha' }));
      await other.getByRole('heading', { name: 'Esqueci minha senha' }).waitFor();
      await typeInto(field(other, 'E-mail'), NEWCOMER.email);
      await tap(other.getByRole('button', { name: 'Enviar link' }));
      await other.getByRole('heading', { name: 'Verifique o seu e-mail' }).waitFor();
      await see(other, SENT);
      await shot('reset-link-sent', other);
    });

    const link = await step('the mailed link sets a new password', async () => {
      const mail = await waitForMail(NEWCOMER.email, 'Crie uma nova senha na Celebra');
      const url = linkIn(mail, /\/redefinir-senha#/);
      await other.goto(url);
      await other.getByRole('heading', { name: 'Criar nova senha' }).waitFor();
      await typeInto(field(other, 'Nova senha'), NEW_PASSWORD);
      await typeInto(field(other, 'Confirme a nova senha'), NEW_PASSWORD);
      await shot('new-password', other);
      await tap(other.getByRole('button', { name: 'Salvar nova senha' }));
      await acknowledge(other, 'Senha alterada. Entre com a nova senha.');
      await other.waitForURL(/\/login$/);
      return url;
    });

    await step("the phone's old session is refused", async () => {
      await expectRefused('/users/me', phoneSession);
    });

    await step('the old password no longer signs in; the new one does', async () => {
      await typeInto(field(other, 'E-mail'), NEWCOMER.email);
      await typeInto(field(other, 'Senha'), NEWCOMER.password);
      await tap(other.getByRole('button', { name: 'Entrar' }));
      await see(other, 'E-mail ou senha inválidos.');
      await signInHost(other, appUrl, { email: NEWCOMER.email, password: NEW_PASSWORD });
      await shot('signed-in-with-new-password', other);
    });

    await step('the link, opened again, is refused: it worked once', async () => {
      await other.goto(link);
      await other.getByRole('heading', { name: 'Criar nova senha' }).waitFor();
      await typeInto(field(other, 'Nova senha'), 'OutraSenha2028');
      await typeInto(field(other, 'Confirme a nova senha'), 'OutraSenha2028');
      await tap(other.getByRole('button', { name: 'Salvar nova senha' }));
      await see(
        other,
        'Este link para criar uma nova senha é inválido, já foi usado ou expirou. Peça um novo link.',
      );
      await other.getByRole('link', { name: 'Pedir um novo link' }).waitFor();
    });
  } finally {
    await laptop.close().catch(() => {});
  }
});
