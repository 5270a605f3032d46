/**
 * Signing out through the apps' own 'Sair', as a person would, and checking it on the server: the
 * token the browser held before is refused afterwards (401), so a copy of it is worth nothing.
 */
import { expect, type Page } from '@playwright/test';
import type { Journey } from './fixtures';
import { baseUrl } from './platform-env';
import { tap } from './seen';
import { field, see } from './ui';

type Role = 'admin' | 'user';

/** The token and id headers the app sends, read from the page's localStorage (quotes stripped). */
export async function storedHeaders(page: Page, role: Role): Promise<Record<string, string>> {
  const [token, id] = await page.evaluate(
    (keys) => keys.map((key) => (localStorage.getItem(key) ?? '').replace(/^"|"$/g, '')),
    [`${role}Token`, `${role}Id`],
  );
  if (!token || !id) throw new Error(`No ${role} session in the browser's localStorage before 'Sair'`);
  return { authorization: `Bearer ${token}`, [role === 'admin' ? 'x-admin-id' : 'x-user-id']: id };
}

/** A guarded call with the old headers: the server must refuse it with its 401 envelope. */
export async function expectRefused(path: string, headers: Record<string, string>): Promise<void> {
  const response = await fetch(`${baseUrl()}/api${path}`, { headers });
  expect(response.status).toBe(401);
  expect(await response.json()).toEqual({ success: false, message: 'Não autorizado.' });
}

/** The back office: 'Sair' on the dashboard, then the login page; the old token gets 401. */
export async function signOutAdmin(page: Page, appUrl: Journey['appUrl']): Promise<void> {
  await page.goto(appUrl('admin', '/'));
  const headers = await storedHeaders(page, 'admin');
  await tap(page.getByRole('button', { name: 'Sair', exact: true }));
  await see(page, 'Painel do administrador');
  expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBeNull();
  await expectRefused('/admin/me', headers);
}

/** The host dashboard: 'Sair' in home's side menu, then the login page; the old token gets 401. */
export async function signOutHost(page: Page, appUrl: Journey['appUrl']): Promise<void> {
  await page.goto(appUrl('users', '/home'));
  const headers = await storedHeaders(page, 'user');
  await tap(page.getByRole('button', { name: 'Abrir menu' }));
  await tap(page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Sair' }));
  await page.waitForURL(/\/login$/);
  await field(page, 'E-mail').waitFor();
  expect(await page.evaluate(() => localStorage.getItem('userToken'))).toBeNull();
  await expectRefused('/users/me', headers);
}
