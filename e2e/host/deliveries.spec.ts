/**
 * Journey 12: a couple who chose 'Entrega na semana da festa' get their gift at home. A host (a
 * copy of the demo's, theirs alone, with that choice and no address yet) is asked for the
 * delivery address on the dashboard and gives it, the CEP filling the street, neighbourhood, city
 * and state; the notice goes. A guest on a phone reads on the site that the gift is delivered to
 * the couple in the party week (cotas and free amounts going to them as money) and buys the pans
 * by card on the (mock) Mercado Pago checkout. The couple's 'Presentes recebidos' shows the gift
 * 'A comprar' and its share 'Reservado para entregas', not in the available balance. The
 * administrator finds the line in 'Entregas' by the event and moves it to 'Comprado' (cost,
 * supplier), 'Enviado' (carrier, tracking code: the couple are mailed) and 'Entregue' (the day);
 * the couple see each status, and the money screens add up at every step.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, PEOPLE_PLACE, PHONE, test } from '../support/fixtures';
import { waitForMail } from '../support/outbox';
import { guest } from '../support/people';
import { DEMO as PLATFORM, publicEvent, seedEvent, uniqueTag } from '../support/seed';
import {
  eventually,
  expectClickable,
  expectInView,
  expectNoSidewaysScroll,
  tap,
  tick,
  typeInto,
} from '../support/seen';
import { signInAdmin, signInHost } from '../support/sign-in';
import { acknowledge, amountBeside, brl, field, see } from '../support/ui';

const TAG = uniqueTag();
const GUEST = guest(TAG);
const GUEST_NAME = `${GUEST.firstName} ${GUEST.lastName}`;
/** The pans: an item of the list, what a couple who chose delivery expect at home. */
const GIFT = 'Jogo de Panelas Antiaderente 5 Peças';
/** A CEP the ViaCEP stand-in knows (mock-server/src/viacep.ts). */
const ADDRESS = {
  cepDigits: '22041001',
  cep: '22041-001',
  street: 'Avenida Atlântica',
  neighbourhood: 'Copacabana',
  city: 'Rio de Janeiro',
  state: 'RJ',
  number: '1702',
  complement: 'Apto 801',
  recipient: 'Ana Souza',
};
const PURCHASE = { cost: '289,90', supplier: 'Casa & Cozinha Ltda.' };
const SHIPPING = { carrier: 'Correios', trackingCode: `BR${TAG.toUpperCase()}123BR` };

/** The couple's and the guest's screens are read at the smallest phone, a common one and a laptop. */
const SIZES = [
  { width: 320, height: 640 },
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
] as const;

/**
 * At each size: the page is no wider than the screen, and `check` (what the step relies on,
 * seen and reachable) passes; the page's own size is set back after.
 */
async function atEverySize(page: Page, what: string, check: () => Promise<void>): Promise<void> {
  const original = page.viewportSize();
  try {
    for (const size of SIZES) {
      await page.setViewportSize(size);
      await expectNoSidewaysScroll(page, `${what} at ${size.width}×${size.height}`);
      // The layout of the new size settles (a grid reflowing, a dialog resizing) as a person waits.
      await eventually(check, 10_000);
    }
  } finally {
    if (original) await page.setViewportSize(original);
  }
}

/** R$ 1.234,56 in a text → 1234.56. */
function reais(text: string): number {
  const match = /R\$\s*(-?[\d.]+,\d{2})/.exec(text);
  if (!match?.[1]) throw new Error(`No amount in "${text}"`);
  return Number(match[1].replace(/\./g, '').replace(',', '.'));
}

/** An optional line of the balance ('A liberar: R$ …'): its amount, 0 when it is not shown. */
async function optionalAmount(page: Page, text: RegExp): Promise<number> {
  const line = page.getByText(text).first();
  return (await line.isVisible()) ? reais(await line.innerText()) : 0;
}

type Balance = {
  received: number;
  available: number;
  held: number;
  reserved: number;
  bought: number;
  transferred: number;
  pending: number;
};

/** The couple's 'Presentes recebidos' balance, in reais, as the cards show it. */
async function readBalance(page: Page): Promise<Balance> {
  const available = await amountBeside(page, 'Disponível');
  const deliveriesCard = page.getByRole('region', { name: 'Reservado para entregas' });
  const hasDeliveries = await deliveriesCard.isVisible();
  return {
    available,
    received: await amountBeside(page, 'Total recebido'),
    transferred: await amountBeside(page, 'Transferido'),
    held: await optionalAmount(page, /^A liberar: R\$/),
    pending: await optionalAmount(page, /^Repasse pendente: R\$/),
    reserved: hasDeliveries ? await amountBeside(page, 'Reservado para entregas') : 0,
    bought: hasDeliveries ? await optionalAmount(page, /^Usado em presentes já comprados: R\$/) : 0,
  };
}

/** Everything received is somewhere: available, held, reserved, used, transferred or on its way. */
function expectAddsUp(balance: Balance): void {
  const parts =
    balance.available +
    balance.held +
    balance.reserved +
    balance.bought +
    balance.transferred +
    balance.pending;
  expect(parts, `the balance adds up: ${JSON.stringify(balance)}`).toBeCloseTo(balance.received, 2);
}

/** Today as the apps write it in São Paulo (dd/mm/aaaa). */
function todayInSaoPaulo(): string {
  return new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo' }).format(new Date());
}

test('journey 12: a couple who chose delivery in the party week get their gift at home', async ({
  journey: { page, context, appUrl, step, shot },
  browser,
}) => {
  // Three apps, three sizes for each of the couple's and the guest's screens, axe after each step.
  test.setTimeout(20 * 60_000);
  const seeded = await seedEvent({ tag: TAG, deliveryPreference: 'weekOfParty' });
  const { gifts } = await publicEvent(seeded.slug);
  const gift = gifts.find((candidate) => candidate.name === GIFT);
  if (!gift?.isAvailable) throw new Error(`${seeded.slug} has no available gift "${GIFT}".`);

  const received = async () => {
    await page.goto(appUrl('users', '/gifts-received'));
    return readBalance(page);
  };
  const deliveryCard = () => page.getByRole('listitem', { name: `Entrega de ${GIFT}` });

  await step('the couple sign in: the dashboard asks for the delivery address', async () => {
    await signInHost(page, appUrl, seeded.host);
    await page.goto(appUrl('users', '/home'));
    const notice = page.getByRole('status').filter({ hasText: 'Informe o endereço de entrega' });
    await atEverySize(page, 'the dashboard with the notice', async () => {
      await expectInView(page, notice, 'the delivery address notice');
      await see(page, "Vocês escolheram 'Entrega na semana da festa'", notice);
      await expectClickable(
        page,
        notice.getByRole('link', { name: 'Informar endereço' }),
        "'Informar endereço'",
      );
    });
    await notice.scrollIntoViewIfNeeded();
    await shot('home-asks-for-address');
  });

  await step("the couple fill 'Endereço de entrega', the CEP filling the rest, and save", async () => {
    const notice = page.getByRole('status').filter({ hasText: 'Informe o endereço de entrega' });
    await tap(notice.getByRole('link', { name: 'Informar endereço' }));
    await page.waitForURL(/\/delivery$/);
    const form = page.getByRole('form', { name: 'Endereço de entrega' });
    await form.waitFor();
    await atEverySize(page, "'Entrega dos presentes'", async () => {
      for (const label of ['CEP', 'Rua', 'Número', 'Complemento', 'Bairro', 'Cidade', 'Quem recebe'])
        await expectClickable(page, field(form, label), `the field '${label}'`);
      await expectClickable(page, form.getByRole('combobox', { name: /^Estado/ }), "the field 'Estado'");
      await expectClickable(page, form.getByRole('button', { name: 'Salvar endereço' }), "'Salvar endereço'");
    });
    const cep = field(form, 'CEP');
    await tap(cep);
    await cep.pressSequentially(ADDRESS.cepDigits);
    await expect(cep).toHaveValue(ADDRESS.cep);
    // The stand-in's ViaCEP answered: the street, neighbourhood, city and state are filled.
    await expect(field(form, 'Rua')).toHaveValue(ADDRESS.street);
    await expect(field(form, 'Bairro')).toHaveValue(ADDRESS.neighbourhood);
    await expect(field(form, 'Cidade')).toHaveValue(ADDRESS.city);
    await expect(form.getByRole('combobox', { name: /^Estado/ })).toHaveText(ADDRESS.state);
    await typeInto(field(form, 'Número'), ADDRESS.number);
    await typeInto(field(form, 'Complemento'), ADDRESS.complement);
    await typeInto(field(form, 'Quem recebe'), ADDRESS.recipient);
    await form.scrollIntoViewIfNeeded();
    await shot('delivery-address-filled');
    await tap(form.getByRole('button', { name: 'Salvar endereço' }));
    await acknowledge(page, 'Endereço de entrega salvo.');
  });

  await step('the notice is gone from the dashboard', async () => {
    // The notice is drawn from the delivery address's answer: absent once that answer is in.
    const answered = page.waitForResponse((response) => response.url().includes('/delivery-address'));
    await page.goto(appUrl('users', '/home'));
    expect((await answered).ok()).toBe(true);
    await see(page, 'Entrega dos Presentes');
    await expect(page.getByText('Informe o endereço de entrega')).toHaveCount(0);
    await shot('home-without-notice');
  });

  const before = await step('the balance before any gift: nothing received', async () => {
    const balance = await received();
    expect(balance.received).toBe(0);
    expect(balance.available).toBe(0);
    expectAddsUp(balance);
    return balance;
  });

  const guestContext = await browser.newContext({ ...PHONE, ...PEOPLE_PLACE });
  const phone = await guestContext.newPage();
  try {
    await step(
      'a guest on a phone reads that the gift is delivered to the couple in the party week',
      async () => {
        await phone.goto(appUrl('site', `/${seeded.slug}`));
        await phone.getByRole('heading', { level: 1, name: seeded.title }).waitFor();
        await phone.getByRole('button', { name: `Adicionar ${GIFT} ao carrinho` }).waitFor();
        await atEverySize(phone, 'the event site', async () => {
          await see(phone, /o presente é entregue aos anfitriões na semana da festa, no endereço deles/);
          await see(phone, /Cotas e valores livres não são entregues: vão para os anfitriões em dinheiro/);
          await expectClickable(
            phone,
            phone.getByRole('button', { name: `Adicionar ${GIFT} ao carrinho` }),
            `'Adicionar ${GIFT} ao carrinho'`,
          );
        });
        await phone.getByText(/o presente é entregue aos anfitriões/).scrollIntoViewIfNeeded();
        await shot('site-delivery-notice', phone);
      },
    );

    await step('the guest buys the pans by card on the checkout', async () => {
      await tap(phone.getByRole('button', { name: `Adicionar ${GIFT} ao carrinho` }));
      const cart = phone.getByRole('dialog', { name: 'Presentes Selecionados' });
      await cart.waitFor();
      await see(phone, GIFT, cart);
      await tick(cart.getByRole('radio', { name: 'Cartão' }));
      await typeInto(cart.getByLabel('Seu nome'), GUEST_NAME);
      await typeInto(cart.getByLabel('Seu e-mail'), GUEST.email);
      await atEverySize(phone, 'the cart', async () => {
        await expectInView(phone, cart.getByTestId('cart-total'), 'the total');
        await expectClickable(
          phone,
          cart.getByRole('button', { name: 'Ir para o pagamento' }),
          'the pay button',
        );
      });
      await shot('cart', phone);
      await tap(cart.getByRole('button', { name: 'Ir para o pagamento' }));
      await phone.waitForURL(/\/checkout\//);
      await see(phone, 'Resumo da compra');
      await see(phone, GIFT);
      await shot('mock-mercado-pago-checkout', phone);
      await tap(phone.getByRole('button', { name: 'Aprovar' }));
      await phone.waitForURL(
        (url) => url.hostname === 'site.localhost' && url.pathname === '/page/checkout-success',
      );
      await see(phone, 'Presente enviado com sucesso! Você receberá um e-mail de confirmação.');
      await shot('checkout-success', phone);
    });
  } finally {
    await guestContext.close();
  }

  const share = await step(
    "'Presentes recebidos': the gift 'A comprar', its share 'Reservado para entregas', not available",
    async () => {
      const balance = await received();
      const card = deliveryCard();
      await atEverySize(page, "'Presentes recebidos'", async () => {
        await see(page, GIFT, card);
        await see(page, 'A comprar', card);
        await see(page, `Presente de ${GUEST_NAME}`, card);
        await expectInView(
          page,
          page.getByRole('region', { name: 'Reservado para entregas' }),
          'the reserved card',
        );
        await expectClickable(
          page,
          card.getByRole('button', { name: 'Receber em dinheiro' }),
          "'Receber em dinheiro'",
        );
      });
      const lineShare = reais(await card.getByText(`Presente de ${GUEST_NAME}`).innerText());
      // The couple's share of the gift (its price; the guest covered the platform's percentage).
      expect(lineShare).toBeCloseTo(gift.priceWithoutFee, 2);
      expect(balance.received).toBeCloseTo(before.received + lineShare, 2);
      expect(balance.reserved).toBeCloseTo(lineShare, 2);
      expect(balance.available).toBe(before.available);
      expect(balance.bought).toBe(0);
      expectAddsUp(balance);
      await page.getByRole('region', { name: 'Reservado para entregas' }).scrollIntoViewIfNeeded();
      await shot('gifts-received-reserved');
      await card.scrollIntoViewIfNeeded();
      await shot('gifts-received-to-buy');
      return lineShare;
    },
  );

  const admin = await context.newPage();
  const row = () => admin.getByRole('row').filter({ hasText: GIFT }).filter({ hasText: GUEST_NAME });
  /** The line's 'Atualizar status' dialog, its step's fields filled, submitted. */
  const moveLine = async (fill: (dialog: Locator) => Promise<void>, next: string) => {
    await tap(row().getByRole('button', { name: /^Atualizar status #\d+$/ }));
    const dialog = admin.getByRole('dialog').filter({ hasText: `Próximo passo: ${next}` });
    await dialog.waitFor();
    await fill(dialog);
    await tap(dialog.getByRole('button', { name: `Marcar como ${next}` }));
    await see(admin, 'Status da entrega atualizado.');
    await dialog.waitFor({ state: 'hidden' });
  };

  await step("the dashboard's 'Entregas desta semana' opens 'Entregas' on the lines it counts", async () => {
    await signInAdmin(admin, appUrl, PLATFORM.admin);
    for (const width of [320, 390, 1366]) {
      await admin.setViewportSize({ width, height: width === 1366 ? 768 : 800 });
      await admin.goto(appUrl('admin', '/'));
      const card = admin.getByRole('link', { name: /Entregas desta semana/ });
      await expectClickable(admin, card, `'Entregas desta semana' at ${width} px`);
      await tap(card);
      await admin.waitForURL((url) => /"status":"UNSENT"/.test(decodeURIComponent(url.search)));
      const status = admin.getByRole('combobox', { name: /^Status/ });
      await expect(status).toContainText('A comprar ou comprado');
      await expectClickable(admin, status, `the list's status filter at ${width} px`);
      await shot(`admin-deliveries-this-week-${width}`, admin);
    }
  });

  await step("the administrator finds the line in 'Entregas', filtered by the event", async () => {
    await admin.goto(appUrl('admin', '/deliveries'));
    await tap(admin.getByRole('button', { name: 'Mostrar Filtro' }));
    await typeInto(field(admin, 'ID do evento'), String(seeded.id));
    await tap(admin.getByRole('button', { name: 'Buscar' }));
    await admin.waitForURL((url) =>
      new RegExp(`"eventId":"?${seeded.id}\\b`).test(decodeURIComponent(url.search)),
    );
    await row().waitFor();
    await expect(admin.getByRole('row')).toHaveCount(2);
    await see(admin, 'A comprar', row());
    // The couple's address, given in the first step, is where the buying team sends it.
    await expect(row()).toContainText(ADDRESS.street);
    await expect(row()).toContainText(ADDRESS.neighbourhood);
    await shot('admin-deliveries-filtered', admin);
  });

  await step("'Comprado', with the cost and the supplier: the reserved share is used", async () => {
    await moveLine(async (dialog) => {
      await see(admin, `Reservado para este presente: ${brl(share)}`, dialog);
      await typeInto(field(dialog, 'Custo da compra'), PURCHASE.cost);
      await typeInto(field(dialog, 'Fornecedor'), PURCHASE.supplier);
      await shot('admin-mark-bought', admin);
    }, 'Comprado');
    // The list opens on 'A comprar': every status, to follow the line.
    await tap(admin.getByRole('combobox', { name: /^Status/ }));
    await tap(admin.getByRole('option', { name: 'Todos', exact: true }));
    await see(admin, 'Comprado', row());

    const balance = await received();
    await see(page, 'Comprado', deliveryCard());
    await expect(deliveryCard().getByRole('button', { name: 'Receber em dinheiro' })).toHaveCount(0);
    expect(balance.reserved).toBe(0);
    expect(balance.bought).toBeCloseTo(share, 2);
    expect(balance.available).toBe(before.available);
    expect(balance.received).toBeCloseTo(before.received + share, 2);
    expectAddsUp(balance);
    await deliveryCard().scrollIntoViewIfNeeded();
    await shot('gifts-received-bought');
  });

  await step(
    "'Enviado', with the carrier and the tracking code: the couple see it and are mailed",
    async () => {
      await moveLine(async (dialog) => {
        await typeInto(field(dialog, 'Transportadora'), SHIPPING.carrier);
        await typeInto(field(dialog, 'Código de rastreio'), SHIPPING.trackingCode);
      }, 'Enviado');
      await see(admin, 'Enviado', row());
      await shot('admin-sent', admin);

      const mail = await waitForMail(seeded.host.email, 'Um presente está a caminho!');
      expect(mail.text).toContain(GIFT);
      expect(mail.text).toContain(SHIPPING.carrier);
      expect(mail.text).toContain(SHIPPING.trackingCode);

      const balance = await received();
      const card = deliveryCard();
      await atEverySize(page, "'Presentes recebidos' with the gift sent", async () => {
        await see(page, 'Enviado', card);
        await see(page, `Transportadora: ${SHIPPING.carrier}`, card);
        await see(page, SHIPPING.trackingCode, card);
      });
      expect(balance.bought).toBeCloseTo(share, 2);
      expect(balance.available).toBe(before.available);
      expectAddsUp(balance);
      await card.scrollIntoViewIfNeeded();
      await shot('gifts-received-sent');
    },
  );

  await step("'Entregue', today: the couple see the day it arrived", async () => {
    await moveLine(async (dialog) => {
      await expectInView(admin, field(dialog, 'Data da entrega'), "the field 'Data da entrega'");
    }, 'Entregue');
    await see(admin, 'Entregue', row());
    await expect(row().getByRole('button', { name: /^Atualizar status/ })).toHaveCount(0);
    await shot('admin-delivered', admin);

    const balance = await received();
    const card = deliveryCard();
    await atEverySize(page, "'Presentes recebidos' with the gift delivered", async () => {
      await see(page, 'Entregue', card);
      await see(page, `Entregue em ${todayInSaoPaulo()}`, card);
    });
    expect(balance.reserved).toBe(0);
    expect(balance.bought).toBeCloseTo(share, 2);
    expect(balance.available).toBe(before.available);
    expect(balance.received).toBeCloseTo(before.received + share, 2);
    expectAddsUp(balance);
    await card.scrollIntoViewIfNeeded();
    await shot('gifts-received-delivered');
  });
});
