/** Signing in through the apps' own login pages, as a person would. */
import type { Page } from '@playwright/test';
import type { Journey } from './fixtures';
import { tap, typeInto } from './seen';
import { field, see } from './ui';

type Login = { email: string; password: string };

/** The back office: /login ('Painel do administrador'), then its dashboard. */
export async function signInAdmin(page: Page, appUrl: Journey['appUrl'], login: Login): Promise<void> {
  await page.goto(appUrl('admin', '/login'));
  await see(page, 'Painel do administrador');
  await typeInto(field(page, 'E-mail'), login.email);
  await typeInto(field(page, 'Senha'), login.password);
  await tap(page.getByRole('button', { name: 'Entrar' }));
  await see(page, 'Painel Administrativo');
}

/** The host dashboard: /login ('Entrar'), then the event's home. */
export async function signInHost(page: Page, appUrl: Journey['appUrl'], login: Login): Promise<void> {
  await page.goto(appUrl('users', '/login'));
  await typeInto(field(page, 'E-mail'), login.email);
  await typeInto(field(page, 'Senha'), login.password);
  await tap(page.getByRole('button', { name: 'Entrar' }));
  await page
    .getByRole('link', { name: 'Visitar meu site' })
    .or(page.getByRole('button', { name: 'Visitar meu site' }))
    .first()
    .waitFor();
}
