/**
 * Journey 5: a host (a copy of the demo's, theirs alone) finds what a guest left (seeded through
 * the site's own calls: the gifts bought by card, the message shown as the text it is, the
 * confirmation with a companion), downloads the guest list as a PDF,
 * registers where the money goes (holder, CPF and Pix key, confirmed with the account's password)
 * and requests a payout; the administrator, refused when typing more than was requested, concludes
 * it for the amount requested, seeing the key and the masked CPF; both
 * see the balance change. The host downloads all their data (the zip holds the concluded payout)
 * and the administrator finds the conclusion, with their name, in the audit log. The host
 * signs out ('Sair'): their token is refused by the server from then on.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { expect, type Journey, test } from '../support/fixtures';
import { guest } from '../support/people';
import {
  buyByCard,
  confirmPresence,
  leaveMessage,
  DEMO as PLATFORM,
  seedEvent,
  uniqueTag,
} from '../support/seed';
import { DOWNLOAD_WAIT_MS, tap, typeInto } from '../support/seen';
import { signInAdmin, signInHost } from '../support/sign-in';
import { signOutHost } from '../support/sign-out';
import { acknowledge, amountBeside, brl, field, see } from '../support/ui';

const GUEST = guest(uniqueTag());
const GUEST_NAME = `${GUEST.firstName} ${GUEST.lastName}`;
// A CPF with valid check digits (a documentation example, not a person's).
const PAYOUT_DESTINATION = { holder: 'Ana Souza', cpf: '529.982.247-25' };

/** 'Repasses' in the back office: concludes the pending payout of the event, paying it in full. */
async function concludePendingPayout(
  admin: Page,
  appUrl: Journey['appUrl'],
  event: { title: string },
  amount?: number,
) {
  await admin.goto(appUrl('admin', '/payouts'));
  const row = admin.getByRole('row').filter({ hasText: event.title }).filter({ hasText: 'Pendente' });
  await row.first().waitFor();
  if (amount !== undefined) await see(admin, brl(amount), row);
  await tap(row.first().getByRole('button', { name: 'Concluir Repasse' }));
  const dialog = admin.getByRole('dialog');
  await field(dialog, 'Valor pago').waitFor();
  if (amount !== undefined) {
    // More than the host asked for is refused: typed as reais, as every price field reads them.
    const before = await field(dialog, 'Valor pago').inputValue();
    await typeInto(field(dialog, 'Valor pago'), String(amount + 100).replace('.', ','));
    await tap(dialog.getByRole('button', { name: 'Concluir Repasse' }));
    await see(admin, `não pode ser maior que o valor solicitado (${brl(amount)})`, dialog);
    await typeInto(field(dialog, 'Valor pago'), before);
  }
  await tap(dialog.getByRole('button', { name: 'Concluir Repasse' }));
  await tap(admin.getByRole('button', { name: 'Sim' }));
  await see(admin, 'Repasse concluído com sucesso!');
}

/**
 * 'Repasses': the pending payout of the event, asked before any destination was registered,
 * cannot be concluded (no Pix key): cancelled with a reason, its money back in the host's balance.
 */
async function cancelPendingPayout(admin: Page, appUrl: Journey['appUrl'], event: { title: string }) {
  await admin.goto(appUrl('admin', '/payouts'));
  const row = admin.getByRole('row').filter({ hasText: event.title }).filter({ hasText: 'Pendente' });
  await row.first().getByRole('button', { name: 'Concluir Repasse' }).waitFor();
  expect(await row.first().getByRole('button', { name: 'Concluir Repasse' }).isDisabled()).toBe(true);
  await tap(row.first().getByRole('button', { name: 'Cancelar Repasse' }));
  const dialog = admin.getByRole('dialog', { name: 'Cancelar repasse' });
  await typeInto(field(dialog, 'Motivo'), 'Pedido sem chave Pix cadastrada.');
  await tap(dialog.getByRole('button', { name: 'Cancelar Repasse' }));
  await tap(admin.getByRole('button', { name: 'Sim' }));
  await see(admin, 'Repasse cancelado: o valor voltou ao saldo do anfitrião.');
}

test('journey 5: the host finds the gift, message and confirmation, gets the PDF and is paid out', async ({
  journey: { page, context, appUrl, step, shot },
}, testInfo) => {
  // Two apps, two sessions, a PDF, a zip and maybe a payout cancelled before the new one is
  // concluded: past the journeys' three minutes on a busy machine.
  // A couple paid in money: their gifts are the balance they ask to be paid out (the demo's
  // couple chose delivery after the party, which reserves every item's share for its delivery).
  const seeded = await seedEvent({ deliveryPreference: 'cash' });
  const eventId = seeded.id;
  // The host of the event and the platform's administrator.
  const DEMO = { admin: PLATFORM.admin, host: seeded.host, eventTitle: seeded.title };
  // What the guest left on the site: three gifts bought by card, a message and a confirmation.
  const [first, second, third] = GUEST.gifts;
  await buyByCard(seeded, { name: GUEST_NAME, email: GUEST.email }, { [first]: 2, [second]: 1, [third]: 1 });
  const contact = { firstName: GUEST.firstName, lastName: GUEST.lastName, email: GUEST.email };
  await leaveMessage(seeded, contact, GUEST.message);
  await confirmPresence(seeded, { ...contact, phoneNumber: GUEST.phone }, [
    { name: GUEST.companion.name, age: Number(GUEST.companion.age) },
  ]);

  const admin = await context.newPage();
  const hostBalance = async () => {
    await page.goto(appUrl('users', '/gifts-received'));
    return {
      available: await amountBeside(page, 'Disponível'),
      transferred: await amountBeside(page, 'Transferido'),
    };
  };
  const adminBalance = async () => {
    await admin.goto(appUrl('admin', `/events/${eventId}/gifts-received`));
    return {
      available: await amountBeside(admin, 'Disponível'),
      transferred: await amountBeside(admin, 'Total Retirado'),
    };
  };

  await step('the host signs in', () => signInHost(page, appUrl, DEMO.host));

  await step("the guest's gifts, among the gifts received", async () => {
    await page.goto(appUrl('users', '/gifts-received'));
    const purchase = page.getByRole('listitem', { name: `Presente de ${GUEST_NAME}` });
    for (const gift of GUEST.gifts) await see(page, gift, purchase);
    await see(page, 'Aprovado', purchase);
    await purchase.scrollIntoViewIfNeeded();
    await shot('gifts-received');
  });

  await step("the guest's message, its markup shown as text", async () => {
    await page.goto(appUrl('users', '/messages'));
    const card = page.getByRole('listitem', { name: `Recado de ${GUEST_NAME}` });
    await see(page, GUEST.message, card);
    expect(await card.locator('b, img').count()).toBe(0);
    expect(await page.title()).not.toBe('xss');
    await shot('messages');
  });

  await step("the guest's confirmation with the companion, and the PDF", async () => {
    await page.goto(appUrl('users', '/confirmations'));
    const card = page.getByRole('listitem', { name: GUEST_NAME });
    await see(page, `${GUEST.companion.name}, ${GUEST.companion.age} anos`, card);
    await shot('confirmations');
    const download = page.waitForEvent('download', { timeout: DOWNLOAD_WAIT_MS });
    await tap(page.getByRole('button', { name: 'Baixar lista (PDF)' }));
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^lista-de-convidados-.+\.pdf$/);
    const saved = testInfo.outputPath(file.suggestedFilename());
    await file.saveAs(saved);
    expect((await readFile(saved)).subarray(0, 5).toString()).toBe('%PDF-');
  });

  await step('the administrator signs in, in another tab', async () => {
    await signInAdmin(admin, appUrl, DEMO.admin);
  });

  await step('a payout still pending from before, with no Pix key to pay, is cancelled first', async () => {
    await page.goto(appUrl('users', '/gifts-received'));
    await amountBeside(page, 'Disponível');
    if (await page.getByRole('status').filter({ hasText: 'Repasse pendente' }).isVisible()) {
      await cancelPendingPayout(admin, appUrl, seeded);
    }
  });

  const hostBefore = await step('the balances before', async () => {
    const before = await hostBalance();
    expect(before.available).toBeGreaterThan(0);
    await shot('host-balance-before');
    const adminBefore = await adminBalance();
    expect(adminBefore).toEqual(before);
    await shot('admin-balance-before', admin);
    return before;
  });

  await step("the host registers the payout destination, 'Dados para repasse'", async () => {
    await page.goto(appUrl('users', '/gifts-received'));
    const form = page.getByRole('form', { name: 'Dados para repasse' });
    const change = page.getByRole('button', { name: 'Alterar dados para repasse' });
    // The form when none is registered yet, else the registered one with a button to change it.
    await form.or(change).first().waitFor();
    if (await change.isVisible()) await tap(change);
    await typeInto(field(form, 'Nome do titular'), PAYOUT_DESTINATION.holder);
    await typeInto(field(form, 'CPF'), PAYOUT_DESTINATION.cpf);
    await typeInto(field(form, 'Chave Pix'), PAYOUT_DESTINATION.cpf);
    await typeInto(field(form, 'Senha da conta'), DEMO.host.password);
    await tap(form.getByRole('button', { name: 'Salvar dados para repasse' }));
    await acknowledge(page, 'Dados para repasse salvos com sucesso.');
    // Shown masked from then on: the middle digits only.
    await see(page, '***.982.247-**');
    await shot('payout-destination');
  });

  await step('the host requests the payout of the whole balance', async () => {
    await tap(page.getByRole('button', { name: 'Solicitar repasse' }));
    const confirm = page.getByRole('dialog', { name: 'Solicitar repasse' });
    await see(page, brl(hostBefore.available), confirm);
    await tap(confirm.getByRole('button', { name: 'Solicitar' }));
    await confirm.waitFor({ state: 'hidden' });
    await acknowledge(page, `Solicitação de repasse de ${brl(hostBefore.available)} enviada com sucesso.`);
    await see(page, `Repasse pendente: ${brl(hostBefore.available)}`);
    expect(await amountBeside(page, 'Disponível')).toBe(0);
    await shot('host-payout-requested');
  });

  await step("the administrator concludes it in 'Repasses', paying the registered key", async () => {
    await admin.goto(appUrl('admin', '/payouts'));
    const row = admin.getByRole('row').filter({ hasText: DEMO.eventTitle }).filter({ hasText: 'Pendente' });
    await see(admin, '***.982.247-**', row.first());
    await concludePendingPayout(admin, appUrl, seeded, hostBefore.available);
    await shot('admin-payout-concluded', admin);
  });

  await step('both see the balance change', async () => {
    const expected = { available: 0, transferred: hostBefore.transferred + hostBefore.available };
    const adminAfter = await adminBalance();
    expect(adminAfter.available).toBe(expected.available);
    expect(adminAfter.transferred).toBeCloseTo(expected.transferred, 2);
    await shot('admin-balance-after', admin);
    const hostAfter = await hostBalance();
    expect(hostAfter.available).toBe(expected.available);
    expect(hostAfter.transferred).toBeCloseTo(expected.transferred, 2);
    expect(await page.getByRole('status').filter({ hasText: 'Repasse pendente' }).count()).toBe(0);
    await shot('host-balance-after');
  });

  await step(
    "the host downloads all their data from 'Seus dados': the zip holds the payout just concluded",
    async () => {
      await page.goto(appUrl('users', '/settings'));
      await tap(page.getByRole('button', { name: 'Baixar meus dados' }));
      const dialog = page.getByRole('dialog', { name: 'Baixar meus dados' });
      await typeInto(dialog.getByLabel('Senha da conta'), DEMO.host.password);
      const download = page.waitForEvent('download', { timeout: DOWNLOAD_WAIT_MS });
      await tap(dialog.getByRole('button', { name: 'Baixar', exact: true }));
      const file = await download;
      expect(file.suggestedFilename()).toMatch(/^celebra-meus-dados-\d{4}-\d{2}-\d{2}\.zip$/);
      const saved = testInfo.outputPath(file.suggestedFilename());
      await file.saveAs(saved);
      const files = unzipSync(new Uint8Array(await readFile(saved)));
      const text = (name: string) => strFromU8(files[name] ?? new Uint8Array());
      expect(Object.keys(files)).toEqual(
        expect.arrayContaining(['LEIA-ME.txt', 'conta.json', 'repasses.csv']),
      );
      expect(text('conta.json')).toContain(DEMO.host.email);
      const payouts = JSON.parse(text('repasses.json')) as { status: string }[];
      expect(payouts.some((payout) => payout.status === 'PAID')).toBe(true);
      await shot('host-data-downloaded');
    },
  );

  await step(
    "the administrator finds the concluded payout in 'Auditoria', with who concluded it",
    async () => {
      await admin.goto(appUrl('admin', '/audit-log'));
      const row = admin.getByRole('row').filter({ hasText: 'Repasse concluído' }).first();
      await see(admin, 'Repasse concluído', row);
      await see(admin, DEMO.admin.email, row);
      await shot('admin-audit-log', admin);
    },
  );

  await step("the host signs out with 'Sair'; the server refuses the old token", async () => {
    await signOutHost(page, appUrl);
    await shot('host-signed-out');
  });
});
