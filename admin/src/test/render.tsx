/**
 * Renders the whole back office at a path with a fake data provider and a signed-in administrator:
 * the routes, the layout and the screen as the browser gets them, without the network.
 */
import { formatBRL } from '@celebra/shared/format';
import { render, screen, waitFor } from '@testing-library/react';
import { type AuthProvider, TestMemoryRouter } from 'react-admin';
import type { Location } from 'react-router';
import { expect, type Mock, vi } from 'vitest';
import { App } from '../App';
import type { CelebraCustomMethods, CelebraDataProvider } from '../providers/data-provider';
import * as fixtures from './fixtures';

type MethodName =
  | 'getList'
  | 'getOne'
  | 'getMany'
  | 'getManyReference'
  | 'create'
  | 'update'
  | 'updateMany'
  | 'delete'
  | 'deleteMany'
  | keyof CelebraCustomMethods;

/** Every method of the data provider as a mock, to assert on the calls a screen makes. */
export type FakeDataProvider = Record<MethodName, Mock>;

const empty = { data: [], total: 0 };

/** Every method a mock: lists answer empty, writes echo what they were given, unless overridden. */
export function fakeDataProvider(overrides: Partial<Record<MethodName, unknown>> = {}): FakeDataProvider {
  const defaults: Record<MethodName, (...args: never[]) => unknown> = {
    getList: async () => empty,
    getOne: async () => ({ data: { id: 1 } }),
    getMany: async () => ({ data: [] }),
    getManyReference: async () => empty,
    create: async (_resource: string, { data }: { data: object }) => ({ data: { id: 100, ...data } }),
    update: async (_resource: string, { id, data }: { id: number; data: object }) => ({
      data: { id, ...data },
    }),
    updateMany: async () => ({ data: [] }),
    delete: async (_resource: string, { previousData }: { previousData: object }) => ({ data: previousData }),
    deleteMany: async () => ({ data: [] }),
    getDashboard: async () => fixtures.totals,
    getErrorLog: async () => '',
    getEventTransactionTotals: async () => ({
      totalReceived: 0,
      totalTransferred: 0,
      totalAvailable: 0,
      totalPending: 0,
      totalHeld: 0,
      releases: [],
    }),
    linkGiftToEvent: async () => undefined,
    concludePayout: async () => ({ ...fixtures.payout, status: 'PAID' }),
    closePayout: async (_id: number, body: { status: string }) => ({
      message: 'Repasse marcado como Falhou: o valor voltou ao saldo do anfitrião.',
      payout: { ...fixtures.payout, status: body.status },
    }),
    exportLedger: async () => '',
    getTransactionInfo: async () => null,
    getTransactionRefunds: async () => ({
      refundable: false,
      remainingAmount: 0,
      lines: [],
      hostBalance: 0,
      hostRemainingAmount: 0,
      totalPrice: 0,
      userAmount: 0,
    }),
    refundTransaction: async () => ({
      message: 'Reembolso realizado com sucesso.',
      refunds: {
        refundable: false,
        remainingAmount: 0,
        lines: [],
        hostBalance: 0,
        hostRemainingAmount: 0,
        totalPrice: 0,
        userAmount: 0,
      },
    }),
    getPreUserRequestInfo: async () => ({ eventCategory: null, eventType: null, gifts: [] }),
    findPersonalData: async () => ({
      success: true,
      message: 'OK',
      ...fixtures.nobodyFound,
    }),
    exportPersonalData: async () => '{}\n',
    erasePersonalData: async () => ({
      success: true,
      message: 'Dados pessoais apagados.',
      guests: 0,
      messages: 0,
      purchases: 0,
      mailJobs: 0,
    }),
    getSettings: async () => fixtures.settings,
    updateSettings: async (body: object) => ({ ...fixtures.settings, ...body }),
    changePassword: async () => undefined,
    requestPasswordReset: async () =>
      'Se houver uma conta com este e-mail, enviamos um link para criar uma nova senha. O link vale por 1 hora.',
    resetPassword: async () => 'Senha alterada. Entre com a nova senha.',
    getLegalSettings: async () => fixtures.legalSettings,
    updateLegalSettings: async (body: object) => ({
      message: 'Textos legais salvos com sucesso.',
      legal: { ...fixtures.legalSettings.legal, ...body, version: fixtures.legalSettings.legal.version + 1 },
    }),
    listLegalVersions: async () => fixtures.legalVersions,
    getLegalVersion: async (id: number) => ({ ...fixtures.legalVersion, version: id }),
    getPercentageGift: async () => 5,
    fetchWizardGifts: async () => ({ gifts: [], slugAvailable: true, message: 'OK' }),
    checkSlug: async (slug: string) => ({ slug, available: true, message: 'OK' }),
    registerEvent: async () => ({ id: 50, message: 'OK' }),
  };
  const provider: Partial<FakeDataProvider> = {};
  for (const [name, implementation] of Object.entries(defaults) as Array<[MethodName, () => unknown]>) {
    provider[name] = vi.fn((overrides[name] as typeof implementation | undefined) ?? implementation);
  }
  return provider as FakeDataProvider;
}

export type FakeAuthProvider = Record<
  'login' | 'logout' | 'checkAuth' | 'checkError' | 'getIdentity' | 'getPermissions',
  Mock
>;

/** A signed-in administrator, Helena, with the demo's colours. */
export function fakeAuthProvider(): FakeAuthProvider {
  return {
    login: vi.fn(async () => ({ redirectTo: '/' })),
    logout: vi.fn(async () => '/login'),
    checkAuth: vi.fn(async () => undefined),
    checkError: vi.fn(async () => undefined),
    getIdentity: vi.fn(async () => ({
      id: 1,
      fullName: 'Helena',
      firstName: 'Helena',
      color: '#E91E63',
      colorSecondary: '#7B1FA2',
    })),
    getPermissions: vi.fn(async () => undefined),
  };
}

type RenderOptions = {
  dataProvider?: FakeDataProvider;
  authProvider?: FakeAuthProvider;
  /** Router state of the first entry (the wizard opened from a request). */
  state?: unknown;
};

/** Makes the screen as wide as a phone's (390 px): MUI's media queries below 'sm' match. */
export function atPhoneWidth() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: /max-width/.test(query) && !/min-width/.test(query),
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }));
}

export function renderAdmin(path: string, options: RenderOptions = {}) {
  const dataProvider = options.dataProvider ?? fakeDataProvider();
  const authProvider = options.authProvider ?? fakeAuthProvider();
  const location: { current: Location | null } = { current: null };
  // A path may carry a query (a list opened at a link with its page, order and filters) and a
  // hash (the mailed password reset link's token).
  const [withQuery = path, hash] = path.split('#');
  const [pathname, query] = withQuery.split('?');
  const view = render(
    <TestMemoryRouter
      initialEntries={[
        {
          pathname: pathname ?? path,
          search: query ? `?${query}` : '',
          hash: hash ? `#${hash}` : '',
          state: options.state,
        },
      ]}
      locationCallback={(current) => {
        location.current = current;
      }}
    >
      <App
        dataProvider={dataProvider as unknown as CelebraDataProvider}
        authProvider={authProvider as unknown as AuthProvider}
      />
    </TestMemoryRouter>,
  );
  return { ...view, dataProvider, authProvider, location };
}

/** Closes the open alert with OK and waits until its dialog is gone (the page is inert meanwhile). */
export async function closeAlert(user: { click: (element: Element) => Promise<void> }) {
  await user.click(screen.getByRole('button', { name: 'OK' }));
  await waitFor(() => expect(screen.queryByRole('button', { name: 'OK' })).not.toBeInTheDocument());
}

/** An amount as the screens show it, with the plain space Testing Library's text matching sees. */
export const brl = (reais: number) => formatBRL(reais).replace('\u00a0', ' ');
