/**
 * Journeys 1 to 3, a handover between people in one file, run in order (a failure skips the
 * ones after it; a retry runs the three again with a new newcomer):
 *
 * Journey 1: a newcomer registers on the host app, confirms their e-mail with the link the
 * platform mailed them (read from the outbox, opened in the browser that registered), pays the
 * pre-registration fee on the (mock) Mercado Pago checkout, fills the event-info wizard and sees
 * the waiting screen.
 *
 * Journey 2: the administrator signs in, opens the newcomer's request in 'Solicitação de
 * Eventos', creates the event from it with the wizard (pre-filled, reusing the newcomer's own
 * password) and signs out ('Sair': their token is refused by the server from then on), and the
 * newcomer signs in to the host dashboard with that password.
 *
 * Journey 3: the new host sets up the site: texts and colour, the event information with a postal
 * code (the address comes from the look-up), a banner and a gallery photo, and a guest's
 * confirmation; then the public site shows it all.
 */

import { expect, test } from '../support/fixtures';
import { drawPhoto } from '../support/images';
import { linkIn, waitForMail } from '../support/outbox';
import { newcomer } from '../support/people';
import { DEMO, uniqueTag } from '../support/seed';
import { tap, tick, typeInto } from '../support/seen';
import { signInAdmin, signInHost } from '../support/sign-in';
import { signOutAdmin } from '../support/sign-out';
import { acknowledge, field, see } from '../support/ui';

// Journey 2 approves whom journey 1 registered, journey 3 is that host.
test.describe.configure({ mode: 'serial' });

const NEWCOMER = newcomer(uniqueTag());

/** Four gifts of the demo catalogue's 'Lista Clássica' (the wizard asks for at least four). */
const GIFTS = ['Cafeteira Expresso', 'Faqueiro Inox 24 Peças', 'Luminária de Mesa', 'Kit Velas Aromáticas'];

test('journey 1: a newcomer registers, pays the fee, fills the event wizard and waits for approval', async ({
  journey: { page, context, appUrl, step, shot },
}) => {
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
});

test("journey 2: the administrator creates the newcomer's event from the request; the host signs in", async ({
  journey: { page, appUrl, step, shot },
}) => {
  await step('the administrator signs in', async () => {
    await signInAdmin(page, appUrl, DEMO.admin);
    await shot('admin-dashboard');
  });

  const row = page.getByRole('row').filter({ hasText: NEWCOMER.email });
  await step("open 'Solicitação de Eventos' and find the request", async () => {
    await tap(page.getByRole('link', { name: 'Solicitação de Eventos' }));
    await page.waitForURL(/\/event-requests/);
    await tap(page.getByRole('button', { name: 'Mostrar Filtro' }));
    await typeInto(field(page, 'E-mail'), NEWCOMER.email);
    await tap(page.getByRole('button', { name: 'Buscar' }));
    await row.waitFor();
    await see(page, 'Aprovado', row);
    await shot('event-requests');
  });

  await step("read the request's event information", async () => {
    await tap(row.getByRole('button', { name: 'Opções' }));
    await tap(page.getByRole('menuitem', { name: 'Informações do evento' }));
    const dialog = page.getByRole('dialog');
    await see(page, 'Lista Clássica', dialog);
    await see(page, 'Cafeteira Expresso', dialog);
    await shot('request-info');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
  });

  await step("'Criar evento': the wizard, pre-filled from the request", async () => {
    await tap(row.getByRole('button', { name: 'Opções' }));
    await tap(page.getByRole('menuitem', { name: 'Criar evento' }));
    await page.waitForURL(/\/events\/create/);
    await tap(page.getByRole('button', { name: 'Continuar' }));
    await field(page, 'Título').waitFor();
    await typeInto(field(page, 'Subtítulo'), 'Nosso casamento');
    await shot('wizard-list-info');
    await tap(page.getByRole('button', { name: 'Continuar' }));
    await page.getByRole('checkbox', { name: 'Cafeteira Expresso' }).waitFor();
    await shot('wizard-gifts');
    await tap(page.getByRole('button', { name: 'Continuar' }));
    await field(page, 'Nome').waitFor();
    if ((await field(page, 'E-mail').inputValue()) !== NEWCOMER.email)
      throw new Error(
        `The owner step shows ${await field(page, 'E-mail').inputValue()}, not ${NEWCOMER.email}`,
      );
    await page.getByRole('checkbox', { name: 'Usar a senha cadastrada pelo usuário' }).waitFor();
    await shot('wizard-owner');
    await tap(page.getByRole('button', { name: 'Criar evento' }));
    await see(page, 'Evento criado com sucesso!');
    await shot('event-created');
  });

  await step('the wizard goes on to the event list, with the new event', async () => {
    await page.waitForURL(/\/events$/);
    await see(page, NEWCOMER.eventTitle);
    await shot('events-list');
  });

  await step("the administrator signs out with 'Sair'; the server refuses the old token", async () => {
    await signOutAdmin(page, appUrl);
    await shot('admin-signed-out');
  });

  await step('the newcomer signs in to the host dashboard with their own password', async () => {
    await signInHost(page, appUrl, NEWCOMER);
    await see(page, NEWCOMER.eventTitle);
    await shot('host-home');
  });
});

const TEXTS = {
  subtitle: 'Vamos celebrar juntos!',
  titleDescription: 'Nossa história',
  description: 'Nos conhecemos na faculdade.\nDez anos depois, vamos casar!',
  color: '#2a9d8f',
};
const PLACE = { name: 'Espaço Paulista', cep: '01310100', street: 'Avenida Paulista' };
const INVITED = { firstName: 'Rui', lastName: 'Costa', email: 'rui.costa@example.com', phone: '11955554444' };

test('journey 3: the host sets texts and colour, event info by postal code, banner, gallery and a guest', async ({
  journey: { page, context, appUrl, step, shot },
}) => {
  const home = async () => {
    await page.goto(appUrl('users', '/home'));
    await page.getByRole('button', { name: 'Alterar capa' }).waitFor();
  };

  await step('the host signs in', () => signInHost(page, appUrl, NEWCOMER));

  await step("'Cores e Textos': texts and colour", async () => {
    await tap(page.getByRole('link', { name: 'Cores e Textos' }));
    await typeInto(field(page, 'Subtítulo'), TEXTS.subtitle);
    await typeInto(field(page, 'Título da apresentação'), TEXTS.titleDescription);
    await typeInto(field(page, 'Texto de apresentação'), TEXTS.description);
    await tap(page.getByRole('radio', { name: `Cor ${TEXTS.color}` }));
    await shot('custom-texts-and-colour');
    await tap(page.getByRole('button', { name: 'Salvar' }));
    await acknowledge(page, 'Informações atualizadas.');
  });

  await step("'Informações do Evento': date, times, place and postal code", async () => {
    await home();
    await tap(page.getByRole('link', { name: 'Informações do Evento' }));
    await field(page, 'Local do evento').waitFor();
    // The times typed: the picker opens on focus or click, Escape leaves the field's sections to
    // type in. Keys typed while the picker hands the focus back can be lost: each is checked.
    const typeSections = async (label: string, digits: string, shown: string) => {
      const group = page.getByRole('group', { name: label });
      for (let attempt = 1; ; attempt++) {
        await tap(group.getByRole('spinbutton').first());
        const picker = page.getByRole('dialog');
        await picker.waitFor();
        await page.keyboard.press('Escape');
        await picker.waitFor({ state: 'hidden' });
        await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'spinbutton');
        await page.keyboard.type(digits, { delay: 30 });
        const text = (await group.innerText()).replace(/\s+/g, '');
        if (text.includes(shown)) return;
        if (attempt === 3) throw new Error(`'${label}' shows "${text}" after typing ${shown}, three times`);
      }
    };
    // The date from the calendar: the 20th of next month.
    await tap(page.getByRole('group', { name: 'Data' }).getByRole('spinbutton').first());
    const calendar = page.getByRole('dialog');
    await tap(calendar.getByRole('button', { name: 'Próximo mês' }));
    // The months slide: both are there until the animation ends.
    const day = calendar.getByRole('gridcell', { name: '20', exact: true });
    await expect.poll(() => day.count()).toBe(1);
    await tap(day);
    await calendar.waitFor({ state: 'hidden' });
    await expect
      .poll(async () => (await page.getByRole('group', { name: 'Data' }).innerText()).replace(/\s+/g, ''))
      .toMatch(/^20\/\d\d\/\d{4}/);
    await typeSections('Horário de início', '1800', '18:00');
    await typeSections('Horário de término', '2330', '23:30');
    await typeInto(field(page, 'Local do evento'), PLACE.name);
    await field(page, 'CEP').pressSequentially(PLACE.cep);
    // The look-up fills the address in.
    await expect.poll(() => field(page, 'Endereço').inputValue()).toContain(PLACE.street);
    await shot('event-info-by-postal-code');
    await tap(page.getByRole('button', { name: 'Salvar' }));
    await acknowledge(page, 'Informações atualizadas!');
  });

  await step('a banner from the home screen', async () => {
    await home();
    const banner = await drawPhoto(context, {
      name: 'capa.jpg',
      width: 1600,
      height: 500,
      caption: NEWCOMER.eventTitle,
      from: '#2a9d8f',
      to: '#264653',
    });
    const chooser = page.waitForEvent('filechooser');
    await tap(page.getByRole('button', { name: 'Alterar capa' }));
    await (await chooser).setFiles(banner);
    await acknowledge(page, 'Imagem atualizada!');
    await shot('home-with-banner');
  });

  await step('a photo in the gallery', async () => {
    await tap(page.getByRole('link', { name: 'Galeria de Fotos e Vídeos' }));
    await see(page, /^Fotos: 0 de \d+ incluídas?$/);
    const photo = await drawPhoto(context, {
      name: 'noivado.jpg',
      width: 1200,
      height: 900,
      caption: 'Noivado',
      from: '#e9c46a',
      to: '#e76f51',
    });
    const chooser = page.waitForEvent('filechooser');
    await tap(page.getByRole('button', { name: 'Adicionar foto' }));
    await (await chooser).setFiles(photo);
    await page.getByRole('img', { name: 'Pré-visualização da foto' }).waitFor();
    await tap(page.getByRole('button', { name: 'Enviar' }));
    await acknowledge(page, '1 foto enviada.');
    await see(page, /^Fotos: 1 de \d+ incluídas?$/);
    await shot('gallery-with-photo');
  });

  await step('a guest confirmation, added by the host', async () => {
    await page.goto(appUrl('users', '/confirmations'));
    await tap(page.getByRole('button', { name: 'Adicionar convidado' }));
    const dialog = page.getByRole('dialog', { name: 'Adicionar convidado' });
    await typeInto(field(dialog, 'Nome'), INVITED.firstName);
    await typeInto(field(dialog, 'Sobrenome'), INVITED.lastName);
    await typeInto(field(dialog, 'E-mail'), INVITED.email);
    await field(dialog, 'Telefone').pressSequentially(INVITED.phone);
    await tap(dialog.getByRole('button', { name: 'Adicionar acompanhante' }));
    await typeInto(field(dialog, 'Nome do acompanhante 1'), 'Ana Costa');
    await typeInto(field(dialog, 'Idade do acompanhante 1'), '35');
    await shot('guest-form');
    await tap(dialog.getByRole('button', { name: 'Salvar' }));
    await acknowledge(page, 'Convidado adicionado com sucesso.');
    await page.getByRole('listitem', { name: `${INVITED.firstName} ${INVITED.lastName}` }).waitFor();
    await shot('confirmations');
  });

  await step('the public site shows it all', async () => {
    await home();
    const siteUrl = await page.getByText(/^http:\/\/site\.localhost:\d+\/[a-z0-9-]+$/).innerText();
    await page.goto(siteUrl);
    await page.getByRole('heading', { level: 1, name: NEWCOMER.eventTitle }).waitFor();
    await see(page, TEXTS.subtitle);
    await see(page, TEXTS.titleDescription);
    await see(page, PLACE.name);
    await see(page, PLACE.street);
    await shot('public-site');
  });
});
