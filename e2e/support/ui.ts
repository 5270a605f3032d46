/** Small waits the journeys share, in the words the user sees. */
import { expect, type Locator, type Page } from '@playwright/test';
import { eventually, expectInView, tap } from './seen';

/** The element's text with the spacing a person would read (NBSP and line breaks as spaces). */
export async function readText(locator: Locator): Promise<string> {
  return (await locator.innerText()).replace(/\s+/g, ' ').trim();
}

/**
 * Waits for a text to be seen on the page (or inside `within`): not only in the DOM and styled
 * visible, but with a box of its own inside the viewport once scrolled to, as a person reads it.
 */
export async function see(page: Page, text: string | RegExp, within?: Locator): Promise<Locator> {
  const locator = (within ?? page.locator('body')).getByText(text).first();
  await locator.waitFor({ state: 'visible' });
  await eventually(() => expectInView(page, locator, `the text ${String(text)}`));
  return locator;
}

/** The modal alert (title, message, OK): waits for `message`, then closes it with OK. */
export async function acknowledge(page: Page, message: string | RegExp): Promise<void> {
  const dialog = page.getByRole('dialog').filter({ hasText: message });
  await dialog.waitFor({ state: 'visible' });
  await tap(dialog.getByRole('button', { name: 'OK' }));
  await dialog.waitFor({ state: 'hidden' });
}

/** R$ 1.234,56, as the apps write money. */
export function brl(reais: number): string {
  return new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' })
    .format(reais)
    .replace(/\s/g, ' ');
}

/**
 * A form field by its whole label, whether or not it carries the required mark ('Nome *'), so
 * 'Nome' is not 'Sobrenome' nor 'Nome do acompanhante 1'. Password fields included.
 */
export function field(scope: Page | Locator, label: string): Locator {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return scope.getByLabel(new RegExp(`^${escaped}\\s*\\*?$`));
}

/**
 * The amount in reais shown in the same box as `label` ('Disponível' → 2213.2), once it is
 * loaded (the apps show a placeholder until then).
 */
export async function amountBeside(page: Page, label: string): Promise<number> {
  const box = page.getByText(label, { exact: true }).first().locator('xpath=..');
  const amount = /R\$\s*(-?[\d.]+,\d{2})/;
  // The box is drawn with a placeholder first: its text is read again until the amount is in it.
  await expect(box).toHaveText(amount, { timeout: 10_000 });
  const match = amount.exec(await box.innerText());
  if (!match?.[1]) throw new Error(`No amount beside '${label}'.`);
  return Number(match[1].replace(/\./g, '').replace(',', '.'));
}

/**
 * The guest site's cart is empty: once the site's script has run (a gift's 'Adicionar … ao
 * carrinho' button is React's), no cart button is shown at all.
 */
export async function expectEmptyCart(page: Page): Promise<void> {
  await page
    .getByRole('button', { name: /ao carrinho$/ })
    .first()
    .waitFor();
  await page.getByRole('button', { name: /^Carrinho:/ }).waitFor({ state: 'detached' });
}
