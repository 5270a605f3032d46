/**
 * Journey 8: the administrator works the lists as an operator does. On a desktop: the events list
 * filtered (by a word only this journey's five events carry), sorted and on its second page, a row opened and the back arrow used, and the list is
 * as it was (filter, order and page), also after a reload. On a phone: every section opens from the
 * drawer menu, each list is a simple list, and no page is wider than the screen.
 */
import { expect, PEOPLE_PLACE, PHONE, test } from '../support/fixtures';
import { DEMO, seedEvent, uniqueTag } from '../support/seed';
import { tap, typeInto } from '../support/seen';
import { signInAdmin } from '../support/sign-in';
import { field, readText, see } from '../support/ui';

// The sections the menu and the dashboard cards lead to, as the menu names them.
const LISTS = [
  ['Usuários', '/users'],
  ['Eventos', '/events'],
  ['Solicitação de Eventos', '/event-requests'],
  ['Presentes', '/gifts'],
  ['Tipos de Evento', '/event-types'],
  ['Sugestões de Presentes', '/gift-suggestions'],
  ['Serviços', '/services'],
  ['Repasses', '/payouts'],
  ['Transações', '/transactions'],
  ['Contestações', '/chargebacks'],
] as const;

// Ten lists opened from the phone's menu, each with axe after it: about 14 s each on a loaded
// two-core machine, more than a journey's usual three minutes (it reached the last list at 180 s);
// six minutes one at a time, twice that beside another journey.
const JOURNEY_8_TIMEOUT_MS = 2 * 360_000;

test('journey 8: lists keep their filter, order and page; on a phone none is wider than the screen', async ({
  journey: { page, context, appUrl, step, shot },
}) => {
  test.setTimeout(JOURNEY_8_TIMEOUT_MS);
  // Five events of its own, found by a word nobody else's title has: the list it reads twice
  // stays the same whatever the journeys beside it create.
  const word = uniqueTag();
  for (const number of [1, 2, 3, 4, 5])
    await seedEvent({ title: `Festa ${word} ${number}`, tag: `${word}-${number}` });
  await step('the administrator signs in', () => signInAdmin(page, appUrl, DEMO.admin));

  const firstRows = await step('events filtered by title, sorted by it, second page', async () => {
    // Two a page (a saved link may say so), so that the five events make three pages.
    await page.goto(appUrl('admin', '/events?perPage=2'));
    await tap(page.getByRole('button', { name: 'Mostrar Filtro' }));
    await typeInto(field(page, 'Título'), word);
    await tap(page.getByRole('button', { name: 'Buscar' }));
    await tap(page.getByRole('button', { name: 'Título' }));
    await see(page, /Página 1 de \d+/);
    await tap(page.getByRole('button', { name: 'Próxima' }));
    await see(page, /Página 2 de \d+/);
    await shot('events-filtered-page-2');
    return readText(page.getByRole('table'));
  });

  await step('a row opened and the back arrow: the same filter, order and page', async () => {
    await tap(page.getByRole('button', { name: 'Opções' }).first());
    await tap(page.getByRole('menuitem', { name: 'Detalhes' }));
    await page.waitForURL(/\/events\/\d+$/);
    await page.goBack();
    await see(page, /Página 2 de \d+/);
    expect(await field(page, 'Título').inputValue()).toBe(word);
    expect(await readText(page.getByRole('table'))).toBe(firstRows);
    await page.reload();
    await see(page, /Página 2 de \d+/);
    expect(await readText(page.getByRole('table'))).toBe(firstRows);
    await shot('events-after-back-and-reload');
  });

  const browser = context.browser();
  if (!browser) throw new Error('The journey has no browser.');
  const phoneContext = await browser.newContext({ ...PHONE, ...PEOPLE_PLACE });
  phoneContext.setDefaultTimeout(30_000);
  try {
    const phone = await phoneContext.newPage();
    await step('on a phone, the administrator signs in', () => signInAdmin(phone, appUrl, DEMO.admin));

    for (const [name, path] of LISTS) {
      await step(`on a phone, '${name}' from the drawer menu fits the screen`, async () => {
        const heading = phone.getByRole('heading', { level: 1 }).first();
        const before = await heading.innerText();
        await tap(phone.getByRole('button', { name: 'Abrir menu' }));
        await tap(phone.getByRole('menuitem', { name, exact: true }));
        await phone.waitForURL((url) => url.pathname === path);
        // The new page is drawn (its chunk may still be loading when the address changes).
        await expect.poll(() => heading.innerText(), { timeout: 15_000 }).not.toBe(before);
        await phone.waitForLoadState('networkidle');
        await phone.getByRole('progressbar', { name: 'Carregando' }).waitFor({ state: 'detached' });
        const width = await phone.evaluate(() => document.documentElement.scrollWidth);
        expect(width, `${path} is ${width} px wide`).toBeLessThanOrEqual(PHONE.viewport.width);
        expect(await phone.getByRole('table').count()).toBe(0);
        await shot(`phone${path.replace(/\//g, '-')}`, phone);
      });
    }
  } finally {
    await phoneContext.close().catch(() => {});
  }
});
