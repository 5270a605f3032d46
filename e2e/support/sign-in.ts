/** Signing in through the apps' own login pages, as a person would. */
import type { Page } from 'playwright-core';
import type { Journey } from './journey';
import { field, see } from './ui';

type Login = { email: string; password: string };

/** The back office: /login ('Painel do administrador'), then its dashboard. */
export async function signInAdmin(page: Page, appUrl: Journey['appUrl'], login: Login): Promise<void> {
  await page.goto(appUrl('admin', '/login'));
  await see(page, 'Painel do administrador');
  await field(page, 'E-mail').fill(login.email);
  await field(page, 'Senha').fill(login.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await see(page, 'Painel Administrativo');
}

/** The host dashboard: /login ('Entrar'), then the event's home. */
export async function signInHost(page: Page, appUrl: Journey['appUrl'], login: Login): Promise<void> {
  await page.goto(appUrl('users', '/login'));
  await field(page, 'E-mail').fill(login.email);
  await field(page, 'Senha').fill(login.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page
    .getByRole('link', { name: 'Visitar meu site' })
    .or(page.getByRole('button', { name: 'Visitar meu site' }))
    .first()
    .waitFor();
}
