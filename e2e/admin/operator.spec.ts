/**
 * Journey 10: an operator works money and people's data in the back office without a wrong move.
 * A host (a copy of the demo's, theirs alone, with a guest's card purchase of three gifts and a Pix
 * guest's, both seeded through the site's own calls) asks for the payout of their whole balance.
 * The administrator finds the guest's purchase by her e-mail and by its payment id, opens its record by its address in a new
 * session (the sign-in lands on it), sees its refund controls on a phone, and refunds one of its
 * lines with a reason (kept in the audit log): the purchase reads 'Reembolso
 * parcial' with what remains, on the transactions list and on the couple's received gifts. The
 * payout the host asked for is no longer covered: its conclusion is refused; marked 'Falhou', its
 * money is back in the host's balance. Last, the Pix guest asks to be forgotten: the
 * confirmation names him and counts what goes.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { guest, pixGuest } from '../support/people';
import { buyByCard, DEMO as PLATFORM, seedEvent, seedPayoutDestination, uniqueTag } from '../support/seed';
import { expectClickable, expectInView, expectNothingScrollsSideways, tap, typeInto } from '../support/seen';
import { signInAdmin, signInHost } from '../support/sign-in';
import { acknowledge, amountBeside, brl, field, see } from '../support/ui';

const TAG = uniqueTag();
const GUEST = guest(TAG);
const PIX_GUEST = pixGuest(TAG);
const GUEST_NAME = `${GUEST.firstName} ${GUEST.lastName}`;
// The line refunded: the guest's third gift, bought once.
const REFUNDED_GIFT = GUEST.gifts[2];
const REFUND_REASON = 'A convidada pediu o valor de volta: presente em duplicidade.';

/** The transactions list searched by `text` ('Buscar', applied on Enter). */
async function searchTransactions(page: Page, text: string): Promise<Locator> {
  const search = page.getByRole('searchbox', { name: 'Buscar' });
  await expectClickable(page, search, "the transactions' 'Buscar'");
  await typeInto(search, text);
  await search.press('Enter');
  await page.waitForURL((url) => url.search.includes('search'));
  const rows = page.getByRole('row').filter({ hasText: GUEST_NAME });
  await rows.first().waitFor();
  // The search's answer, not the rows before it: every row shown is the guest's (and the header).
  await expect.poll(async () => (await page.getByRole('row').count()) - (await rows.count())).toBe(1);
  return rows;
}

test('journey 10: an operator finds a payment, refunds a line, is refused a payout no longer covered and erases a person', async ({
  journey: { page, context, appUrl, step, shot },
}) => {
  // A couple paid in money: their gifts are the balance they ask to be paid out (the demo's
  // couple chose delivery after the party, which reserves every item's share for its delivery).
  const seeded = await seedEvent({ deliveryPreference: 'cash' });
  const DEMO = { admin: PLATFORM.admin, host: seeded.host, eventTitle: seeded.title };
  // The host's payouts go to a Pix key: only the balance stands in the way of concluding one.
  await seedPayoutDestination(seeded, { holder: 'Ana Souza', cpf: '529.982.247-25' });
  const [first, second, third] = GUEST.gifts;
  await buyByCard(seeded, { name: GUEST_NAME, email: GUEST.email }, { [first]: 2, [second]: 1, [third]: 1 });
  await buyByCard(seeded, { name: PIX_GUEST.name, email: PIX_GUEST.email }, { [PIX_GUEST.gift]: 1 });
  const host = await context.newPage();

  const requested = await step('the host asks for the payout of their whole balance', async () => {
    await signInHost(host, appUrl, DEMO.host);
    await host.goto(appUrl('users', '/gifts-received'));
    const available = await amountBeside(host, 'Disponível');
    expect(available).toBeGreaterThan(0);
    await tap(host.getByRole('button', { name: 'Solicitar repasse' }));
    const confirm = host.getByRole('dialog', { name: 'Solicitar repasse' });
    await tap(confirm.getByRole('button', { name: 'Solicitar' }));
    await confirm.waitFor({ state: 'hidden' });
    await acknowledge(host, `Solicitação de repasse de ${brl(available)} enviada com sucesso.`);
    return available;
  });

  await step('the administrator signs in', () => signInAdmin(page, appUrl, DEMO.admin));

  const record = await step("the guest's purchase found by her e-mail, its record opened", async () => {
    await page.goto(appUrl('admin', '/transactions'));
    const rows = await searchTransactions(page, GUEST.email);
    const row = rows.first();
    await expectInView(page, row, "the guest's purchase");
    await tap(row.getByText(GUEST_NAME));
    await page.waitForURL(/\/transactions\/\d+\/show$/);
    await see(page, /^Transação #\d+$/);
    const paymentId = (
      await page
        .locator('dt', { hasText: /^ID do pagamento$/ })
        .first()
        .locator('xpath=following-sibling::dd[1]')
        .innerText()
    ).trim();
    expect(paymentId).toMatch(/^\d+$/);
    await shot('transaction-record');
    return { path: new URL(page.url()).pathname, paymentId };
  });

  await step('the same purchase found by its payment id', async () => {
    await page.goto(appUrl('admin', '/transactions'));
    const rows = await searchTransactions(page, record.paymentId);
    expect(await rows.count()).toBe(1);
  });

  const browser = context.browser();
  if (!browser) throw new Error('The journey has no browser.');
  const operator = await browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'pt-BR' });
  operator.setDefaultTimeout(30_000);
  try {
    const fresh = await operator.newPage();
    await step('its address opened in a new session: the sign-in lands on the purchase', async () => {
      await fresh.goto(appUrl('admin', record.path));
      await fresh.waitForURL(/\/login/);
      await typeInto(field(fresh, 'E-mail'), DEMO.admin.email);
      await typeInto(field(fresh, 'Senha'), DEMO.admin.password);
      await tap(fresh.getByRole('button', { name: 'Entrar' }));
      await fresh.waitForURL((url) => url.pathname === record.path);
      await see(fresh, /^Transação #\d+$/);
      await see(fresh, record.paymentId);
    });

    await step("the record's refund controls seen on a phone, 390 and 320 px wide", async () => {
      for (const width of [390, 320]) {
        await fresh.setViewportSize({ width, height: 800 });
        const reason = field(fresh, 'Motivo (opcional)');
        await reason.scrollIntoViewIfNeeded();
        await expectClickable(fresh, reason, `the refund's 'Motivo (opcional)' at ${width} px`);
        const refundLine = fresh.getByRole('button', { name: `Reembolsar item: ${REFUNDED_GIFT}` });
        await refundLine.scrollIntoViewIfNeeded();
        await expectClickable(fresh, refundLine, `the line's 'Reembolsar item' at ${width} px`);
        // The whole record fits the phone's width: nothing pushes the page sideways.
        await expectNothingScrollsSideways(fresh, `the transaction's record at ${width} px`);
        await shot(`transaction-record-${width}`, fresh);
      }
      await fresh.setViewportSize({ width: 1366, height: 900 });
    });

    await step(
      `one line refunded ('${REFUNDED_GIFT}') with a reason: 'Reembolso parcial' with what remains`,
      async () => {
        await typeInto(field(fresh, 'Motivo (opcional)'), REFUND_REASON);
        const refundLine = fresh.getByRole('button', { name: `Reembolsar item: ${REFUNDED_GIFT}` });
        await expectClickable(fresh, refundLine, "the line's 'Reembolsar item'");
        await tap(refundLine);
        const confirm = fresh.getByRole('dialog').filter({ hasText: REFUNDED_GIFT });
        await tap(confirm.getByRole('button', { name: 'Sim' }));
        await see(fresh, 'Reembolso parcial');
        await see(fresh, /^Restam R\$/);
        await shot('transaction-partly-refunded', fresh);
      },
    );

    await step("the refund's reason in the audit log", async () => {
      await fresh.goto(appUrl('admin', '/audit-log'));
      const reason = fresh.getByText(REFUND_REASON).first();
      await reason.waitFor();
      await expectInView(fresh, reason, "the refund's audit row");
      await shot('audit-refund-reason', fresh);
    });
  } finally {
    await operator.close().catch(() => {});
  }

  await step("the transactions list says 'Reembolso parcial' and what remains", async () => {
    await page.goto(appUrl('admin', '/transactions'));
    const row = (await searchTransactions(page, GUEST.email)).filter({ hasText: 'Reembolso parcial' });
    await expectInView(page, row.first(), 'the partly refunded purchase');
    await see(page, /^Restam R\$/, row.first());
    await shot('transactions-partly-refunded');
  });

  await step("the couple's received gifts say it too", async () => {
    await host.goto(appUrl('users', '/gifts-received'));
    const card = host.getByText('Reembolso parcial').first();
    await card.waitFor();
    await expectInView(host, card, "the host's partly refunded purchase");
    await see(host, /^Restam R\$/);
    await shot('host-partly-refunded', host);
  });

  await step('the payout no longer covered: its conclusion is refused', async () => {
    await page.goto(appUrl('admin', '/payouts'));
    const row = page.getByRole('row').filter({ hasText: DEMO.eventTitle }).filter({ hasText: 'Pendente' });
    await see(page, brl(requested), row.first());
    await tap(row.first().getByRole('button', { name: 'Concluir Repasse' }));
    const dialog = page.getByRole('dialog');
    await see(page, /O saldo do anfitrião não cobre este repasse/, dialog);
    await tap(dialog.getByRole('button', { name: 'Concluir Repasse' }));
    await see(
      page,
      'O campo Motivo para pagar sem saldo é obrigatório quando o saldo não cobre o repasse.',
      dialog,
    );
    await shot('payout-refused');
    await tap(dialog.getByRole('button', { name: 'Fechar' }));
    await dialog.waitFor({ state: 'hidden' });
  });

  await step("marked 'Falhou': its money back in the host's balance", async () => {
    const row = page.getByRole('row').filter({ hasText: DEMO.eventTitle }).filter({ hasText: 'Pendente' });
    await tap(row.first().getByRole('button', { name: 'Marcar como Falhou' }));
    const dialog = page.getByRole('dialog', { name: 'Repasse falhou' });
    await typeInto(field(dialog, 'Motivo'), 'Chave Pix recusada pelo banco do anfitrião.');
    await tap(dialog.getByRole('button', { name: 'Marcar como Falhou' }));
    await tap(page.getByRole('button', { name: 'Sim' }));
    await see(page, 'Repasse marcado como Falhou: o valor voltou ao saldo do anfitrião.');
    await host.goto(appUrl('users', '/gifts-received'));
    const available = await amountBeside(host, 'Disponível');
    // Back: what was asked for, less the line refunded meanwhile.
    expect(available).toBeGreaterThan(0);
    expect(available).toBeLessThan(requested);
    await shot('host-balance-back', host);
  });

  await step(`${PIX_GUEST.name} erased, named in the confirmation with what goes`, async () => {
    await page.goto(appUrl('admin', '/personal-data'));
    await typeInto(field(page, 'E-mail'), PIX_GUEST.email);
    await tap(page.getByRole('button', { name: 'Buscar' }));
    const erase = page.getByRole('button', { name: 'Apagar dados' });
    await expectClickable(page, erase, "'Apagar dados'");
    await tap(erase);
    const dialog = page.getByRole('dialog').filter({ hasText: `Apagar os dados de ${PIX_GUEST.name}?` });
    await dialog.waitFor();
    await see(page, /\d+ compras? \(nome, e-mail e mensagem do comprador\)/, dialog);
    await shot('erasure-confirmation');
    await tap(dialog.getByRole('button', { name: 'Sim' }));
    await see(page, /^Dados apagados: /);
  });
  // Ten steps over two apps and three sessions, each checked by axe.
});
