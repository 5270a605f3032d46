/**
 * Journey 2: the administrator signs in, opens the newcomer's request in 'Solicitação de
 * Eventos', creates the event from it with the wizard (pre-filled, reusing the newcomer's own
 * password) and signs out ('Sair': their token is refused by the server from then on), and the
 * newcomer signs in to the host dashboard with that password.
 */
import { it } from 'vitest';
import { runJourney } from '../support/journey';
import { tap, typeInto } from '../support/seen';
import { signInAdmin, signInHost } from '../support/sign-in';
import { signOutAdmin } from '../support/sign-out';
import { DEMO, NEWCOMER } from '../support/story';
import { field, see } from '../support/ui';

it("journey 2: the administrator creates the newcomer's event from the request; the host signs in", () =>
  runJourney('2-admin-event-request', {}, async ({ page, appUrl, step, shot }) => {
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
  }));
