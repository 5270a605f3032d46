/**
 * Journey 7: a host (a copy of the demo's, theirs alone, with a gift received) imports three invited guests from a CSV file; one of them opens her
 * personal link on a phone (the site opens at the confirmation with her name filled in), confirms
 * with a child companion, then comes back and changes her answer (an adult companion more): the
 * host's list still has her once, with both companions counted as a child and an adult and the
 * time the answer changed. The host's share dialog draws the QR codes and makes the table kit, and
 * the host marks a gift received as thanked.
 */
import { readFile } from 'node:fs/promises';
import { expect, PEOPLE_PLACE, PHONE, test } from '../support/fixtures';
import { guest, INVITED } from '../support/people';
import { buyByCard, seedEvent, uniqueTag } from '../support/seed';
import { DOWNLOAD_WAIT_MS, tap, typeInto } from '../support/seen';
import { signInHost } from '../support/sign-in';
import { acknowledge, field, see } from '../support/ui';

const GUEST = guest(uniqueTag());

const INVITED_NAME = `${INVITED.guest.firstName} ${INVITED.guest.lastName}`;

/** The personal link inside a 'Lembrar pelo WhatsApp' chat link's ready message. */
function personalLinkOf(whatsappHref: string): string {
  const text = new URL(whatsappHref).searchParams.get('text') ?? '';
  const link = /https?:\/\/\S+\?convite=[0-9a-f]{32}/.exec(text)?.[0];
  if (!link) throw new Error(`No personal link in the reminder: "${text}"`);
  return link;
}

test('journey 7: invitations imported, a personal link answered twice on a phone, a gift thanked', async ({
  journey: { page, context, appUrl, step, shot },
}, testInfo) => {
  const seeded = await seedEvent();
  // A gift received, for the host to thank.
  await buyByCard(
    seeded,
    { name: `${GUEST.firstName} ${GUEST.lastName}`, email: GUEST.email },
    { [GUEST.gifts[0]]: 1 },
  );
  await step('the host signs in', () => signInHost(page, appUrl, seeded.host));

  await step('the host imports three guests from a CSV file', async () => {
    await page.goto(appUrl('users', '/confirmations'));
    await tap(page.getByRole('button', { name: 'Importar lista (CSV)' }));
    const dialog = page.getByRole('dialog', { name: 'Importar lista (CSV)' });
    await dialog.locator('input[type=file]').setInputFiles({
      name: 'convidados.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(INVITED.csv, 'utf8'),
    });
    // Nothing is stored before the host has seen the columns and the first guests.
    await see(page, 'Confira antes de importar', dialog);
    await see(page, 'Araújo 🎉', dialog);
    await tap(dialog.getByRole('button', { name: 'Importar 3 convidados' }));
    await acknowledge(page, '3 convidados importados com sucesso.');
    const invited = page.getByRole('listitem', { name: INVITED_NAME });
    await see(page, 'Sem resposta', invited);
    await see(page, 'João Araújo 🎉');
    await shot('guests-imported');
  });

  const personalLink = await step("the host's WhatsApp reminder carries her personal link", async () => {
    const invited = page.getByRole('listitem', { name: INVITED_NAME });
    const href = await invited.getByRole('link', { name: 'Lembrar pelo WhatsApp' }).getAttribute('href');
    expect(href).toMatch(/^https:\/\/wa\.me\/5511988881234\?text=/);
    return personalLinkOf(href ?? '');
  });

  const browser = context.browser();
  if (!browser) throw new Error('The journey has no browser.');
  const phone = await browser.newContext({ ...PHONE, ...PEOPLE_PLACE });
  phone.setDefaultTimeout(30_000);
  try {
    const guest = await phone.newPage();
    const form = guest.getByRole('form', { name: 'Confirmar presença' });

    await step('the guest opens her personal link on a phone: the form knows her', async () => {
      await guest.goto(personalLink.replace(/^https?:\/\/[^/]+/, appUrl('site', '')));
      await see(guest, `Olá, ${INVITED.guest.firstName}! Este convite é seu.`);
      expect(await field(form, 'Nome').inputValue()).toBe(INVITED.guest.firstName);
      expect(await field(form, 'Sobrenome').inputValue()).toBe(INVITED.guest.lastName);
      expect(await field(form, 'Telefone').inputValue()).toBe('(11) 98888-1234');
      await shot('guest-personal-link', guest);
    });

    await step("she answers 'Vou' with a child companion", async () => {
      await tap(form.getByRole('button', { name: 'Vou', exact: true }));
      await tap(form.getByRole('button', { name: 'Adicionar acompanhante' }));
      await typeInto(field(form, 'Nome do acompanhante 1'), INVITED.child.name);
      await typeInto(field(form, 'Idade do acompanhante 1'), INVITED.child.age);
      await see(guest, 'Criança', form);
      await tap(form.getByRole('button', { name: 'Confirmar presença' }));
      await acknowledge(guest, 'Presença confirmada.');
      await shot('guest-confirmed', guest);
    });

    await step('she comes back and changes her answer: one more companion, an adult', async () => {
      await guest.reload();
      await see(guest, `Olá, ${INVITED.guest.firstName}! Este convite é seu.`);
      // Her last answer is back in the form.
      expect(await field(form, 'Nome do acompanhante 1').inputValue()).toBe(INVITED.child.name);
      await tap(form.getByRole('button', { name: 'Adicionar acompanhante' }));
      await typeInto(field(form, 'Nome do acompanhante 2'), INVITED.adult.name);
      await typeInto(field(form, 'Idade do acompanhante 2'), INVITED.adult.age);
      await tap(form.getByRole('button', { name: 'Confirmar presença' }));
      await acknowledge(guest, 'Sua resposta foi atualizada.');
      await shot('guest-answer-changed', guest);
    });
  } finally {
    await phone.close().catch(() => {});
  }

  await step("the host's list has her once, with a child and an adult and the change", async () => {
    await page.goto(appUrl('users', '/confirmations'));
    const invited = page.getByRole('listitem', { name: INVITED_NAME });
    await see(page, `${INVITED.child.name}, ${INVITED.child.age} anos · Criança`, invited);
    await see(page, `${INVITED.adult.name}, ${INVITED.adult.age} anos · Adulto`, invited);
    await see(page, /Resposta alterada em/, invited);
    expect(await invited.count()).toBe(1);
    await see(page, 'Vou', invited);
    await invited.scrollIntoViewIfNeeded();
    await shot('host-list-after-change');
  });

  await step('the guest list as a PDF, with the emoji name among the invited', async () => {
    const download = page.waitForEvent('download', { timeout: DOWNLOAD_WAIT_MS });
    await tap(page.getByRole('button', { name: 'Baixar lista (PDF)' }));
    const file = await download;
    const saved = testInfo.outputPath(file.suggestedFilename());
    await file.saveAs(saved);
    expect((await readFile(saved)).subarray(0, 5).toString()).toBe('%PDF-');
  });

  await step(
    "'Compartilhar o Seu Site': QR codes of the site and its confirmation, and the table kit",
    async () => {
      await page.goto(appUrl('users', '/'));
      await tap(page.getByRole('button', { name: 'Compartilhar o Seu Site' }));
      const dialog = page.getByRole('dialog', { name: 'Compartilhar o Seu Site' });
      for (const name of ['QR Code do site', 'QR Code da confirmação de presença']) {
        const image = dialog.getByRole('img', { name });
        await image.waitFor();
        // Drawn by the browser itself: a PNG of a real size, not a broken image.
        expect(await image.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
        expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(100);
      }
      await shot('share-dialog');
      const download = page.waitForEvent('download', { timeout: DOWNLOAD_WAIT_MS });
      await tap(dialog.getByRole('button', { name: 'Baixar kit de mesa (PDF)' }));
      const file = await download;
      expect(file.suggestedFilename()).toMatch(/^kit-de-mesa-.+\.pdf$/);
      const saved = testInfo.outputPath(file.suggestedFilename());
      await file.saveAs(saved);
      expect((await readFile(saved)).subarray(0, 5).toString()).toBe('%PDF-');
      await tap(dialog.getByRole('button', { name: 'Fechar' }));
    },
  );

  await step('the host marks a gift received as thanked', async () => {
    await page.goto(appUrl('users', '/gifts-received'));
    const mark = page.getByRole('button', { name: 'Marcar como agradecido' }).first();
    const purchase = page.getByRole('listitem').filter({ has: mark }).first();
    const name = await purchase.getAttribute('aria-label');
    await tap(mark);
    const thanked = page.getByRole('listitem', { name: name ?? '' });
    await see(page, /Agradecido em \d{2}\/\d{2}/, thanked);
    await shot('gift-thanked');
  });
});
