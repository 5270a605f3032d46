/**
 * Journey 1: a newcomer registers on the host app, confirms their e-mail with the link the
 * platform mailed them (read from the outbox, opened in the browser that registered), pays the
 * pre-registration fee on the (mock) Mercado Pago checkout, fills the event-info wizard and sees
 * the waiting screen.
 */
import { expect, it } from 'vitest';
import { runJourney } from '../support/journey';
import { linkIn, waitForMail } from '../support/outbox';
import { tap, tick, typeInto } from '../support/seen';
import { NEWCOMER } from '../support/story';
import { acknowledge, field, see } from '../support/ui';

/** Four gifts of the demo catalogue's 'Lista Clássica' (the wizard asks for at least four). */
const GIFTS = ['Cafeteira Expresso', 'Faqueiro Inox 24 Peças', 'Luminária de Mesa', 'Kit Velas Aromáticas'];

it('journey 1: a newcomer registers, pays the fee, fills the event wizard and waits for approval', () =>
  runJourney('1-host-registration', {}, async ({ page, context, appUrl, step, shot }) => {
    await step('open the host app, which starts at the login', async () => {
      await page.goto(appUrl('users'));
      await page.waitForURL(/\/login$/);
      await shot('login');
      await tap(page.getByRole('link', { name: 'Cadastre-se' }));
      await page.waitForURL(/\/register$/);
    });

    await step('register', async () => {
      await typeInto(field(page, 'Nome'), NEWCOMER.firstName);
      await typeInto(field(page, 'Sobrenome'), NEWCOMER.lastName);
      await field(page, 'Telefone').pressSequentially(NEWCOMER.phoneDigits);
      await typeInto(field(page, 'E-mail'), NEWCOMER.email);
      await typeInto(field(page, 'Senha'), NEWCOMER.password);
      await typeInto(field(page, 'Confirme a senha'), NEWCOMER.password);
      await tick(page.getByRole('checkbox', { name: /Li e aceito os Termos de Uso/ }));
      await shot('register-filled');
      await tap(page.getByRole('button', { name: 'Concluir' }));
      await page.waitForURL(/\/pre-register/);
      await see(page, 'Pagamento do pré-cadastro');
      await see(page, NEWCOMER.email);
      await see(page, 'Confirme o seu e-mail: enviamos um link de confirmação');
      await shot('fee-pending');
    });

    await step('confirm the e-mail with the link mailed to it, in the browser that registered', async () => {
      // Until the address is confirmed the wizard waits, and the administrator cannot reuse the
      // password typed at registration (journey 2 does).
      const mail = await waitForMail(NEWCOMER.email, 'Confirme o seu e-mail na Celebra');
      await page.goto(linkIn(mail, /\/pre-register\?email=[^&]+&code=/));
      await see(page, 'E-mail confirmado!');
      await see(page, 'Pagamento do pré-cadastro');
      await shot('email-confirmed');
    });

    await step('pay the fee on the mock checkout, in the tab it opens', async () => {
      const tabOpens = context.waitForEvent('page');
      const payLink = page.getByRole('link', { name: 'Realizar pagamento' });
      if (await payLink.isVisible()) await tap(payLink);
      else await tap(page.getByRole('button', { name: 'Gerar novo pagamento' }));
      const checkout = await tabOpens;
      await checkout.waitForURL(/\/checkout\//);
      await see(checkout, 'Resumo da compra');
      await shot('fee-checkout', checkout);
      await tap(checkout.getByRole('button', { name: 'Aprovar' }));
      // Mercado Pago sends the payer back to the pre-registration.
      await checkout.waitForURL(
        (url) => url.hostname === 'users.localhost' && url.pathname === '/pre-register',
      );
      await checkout.close();
    });

    await step('the first tab sees the payment approved', async () => {
      await tap(page.getByRole('button', { name: 'Já paguei, atualizar situação' }));
      await see(page, 'Pagamento aprovado! Conte-nos sobre o seu evento.');
    });

    await step('wizard: the event type', async () => {
      await tap(page.getByRole('radio', { name: 'Casamento' }));
      await shot('wizard-event-type');
      await tap(page.getByRole('button', { name: 'Continuar' }));
    });

    await step('wizard: category, title and gift delivery', async () => {
      await tap(field(page, 'Categoria do evento'));
      await tap(page.getByRole('option', { name: 'Lista Clássica' }));
      await typeInto(field(page, 'Título do evento'), NEWCOMER.eventTitle);
      // The site's link is suggested from the title and checked as it is typed.
      expect(await field(page, 'Link do site').inputValue()).toBe(NEWCOMER.slug);
      await see(page, 'Link disponível');
      await tick(page.getByLabel('Entrega após a festa'));
      await shot('wizard-list-info');
      await tap(page.getByRole('button', { name: 'Continuar' }));
    });

    await step('wizard: four gifts, then the password', async () => {
      for (const gift of GIFTS) await tick(page.getByLabel(gift, { exact: true }));
      await shot('wizard-gifts');
      await tap(page.getByRole('button', { name: 'Continuar' }));
      const dialog = page.getByRole('dialog', { name: 'Autenticação' });
      await typeInto(field(dialog, 'Senha'), NEWCOMER.password);
      await tap(dialog.getByRole('button', { name: 'Enviar' }));
      await see(page, 'Informações enviadas!');
      await shot('wizard-sent');
      await acknowledge(page, 'Obrigados por enviar as informações, em breve seu evento será aprovado.');
    });

    await step('the waiting screen', async () => {
      await see(page, 'Seu evento está em análise');
      await shot('waiting-for-approval');
    });
  }));
