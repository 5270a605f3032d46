/**
 * Journey 3: the new host sets up the site: texts and colour, the event information with a postal
 * code (the address comes from the look-up), a banner and a gallery photo, and a guest's
 * confirmation; then the public site shows it all.
 */
import { expect, it } from 'vitest';
import { drawPhoto } from '../support/images';
import { runJourney } from '../support/journey';
import { tap, typeInto } from '../support/seen';
import { signInHost } from '../support/sign-in';
import { NEWCOMER } from '../support/story';
import { acknowledge, field, see } from '../support/ui';

const TEXTS = {
  subtitle: 'Vamos celebrar juntos!',
  titleDescription: 'Nossa história',
  description: 'Nos conhecemos na faculdade.\nDez anos depois, vamos casar!',
  color: '#2a9d8f',
};
const PLACE = { name: 'Espaço Paulista', cep: '01310100', street: 'Avenida Paulista' };
const INVITED = { firstName: 'Rui', lastName: 'Costa', email: 'rui.costa@example.com', phone: '11955554444' };

it('journey 3: the host sets texts and colour, event info by postal code, banner, gallery and a guest', () =>
  runJourney('3-host-site-setup', {}, async ({ page, context, appUrl, step, shot }) => {
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
  }));
