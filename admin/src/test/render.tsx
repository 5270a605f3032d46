/**
 * Renders the back office at a path with a fake data provider and a signed-in administrator,
 * without the network: `renderScreen` mounts the screen under test alone, in the providers App
 * gives it (i18n, theme, query client, store, alerts); `renderApp` mounts the whole App (routes,
 * layout, menu, header, dashboard), for the tests about how the back office is wired together.
 */

import { formatBRL } from '@celebra/shared/format';
import { AccessibleGlobalStyles } from '@celebra/ui/a11y';
import { render, screen, waitFor } from '@testing-library/react';
import { type ReactNode, Suspense, useState } from 'react';
import { AdminContext, AdminUI, type AuthProvider, memoryStore, TestMemoryRouter } from 'react-admin';
import type { Location } from 'react-router';
import { expect, type Mock, vi } from 'vitest';
import { App } from '../App';
import { AlertProvider } from '../common/AlertProvider';
import { NotFound } from '../common/NotFound';
import { createQueryClient } from '../common/query-client';
import { Dashboard } from '../dashboard/Dashboard';
import { ThemeColorsContext } from '../layout/theme';
import { usePanelColors } from '../layout/use-panel-colors';
import type { CelebraCustomMethods, CelebraDataProvider } from '../providers/data-provider';
import { i18nProvider } from '../providers/i18n-provider';
import * as fixtures from './fixtures';
import { SCREENS } from './screens';

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

type Providers = { dataProvider: FakeDataProvider; authProvider: FakeAuthProvider };

/** Mounts `tree(providers)` at `path` in a memory router whose location the test can read. */
function renderAt(path: string, options: RenderOptions, tree: (providers: Providers) => ReactNode) {
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
      {tree({ dataProvider, authProvider })}
    </TestMemoryRouter>,
  );
  return { ...view, dataProvider, authProvider, location };
}

/** The whole back office at `path`: routes, layout, menu, header and dashboard. */
export function renderApp(path: string, options: RenderOptions = {}) {
  return renderAt(path, options, ({ dataProvider, authProvider }) => (
    <App
      dataProvider={dataProvider as unknown as CelebraDataProvider}
      authProvider={authProvider as unknown as AuthProvider}
    />
  ));
}

/** The back office's page for an address with nothing behind it, as App mounts it. */
const UnknownPath = () => <NotFound />;

/** In place of the back office's layout (header, menu, session guards): the screen alone. */
function ScreenLayout({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}

/** App's providers around one screen: the same i18n, theme (and its colours' context) and alerts. */
function ScreenProviders({ providers, children }: { providers: Providers; children: ReactNode }) {
  const [store] = useState(() => memoryStore());
  const [queryClient] = useState(createQueryClient);
  const { themeColors, theme } = usePanelColors();
  return (
    <ThemeColorsContext.Provider value={themeColors}>
      <AdminContext
        dataProvider={providers.dataProvider as unknown as CelebraDataProvider}
        authProvider={providers.authProvider as unknown as AuthProvider}
        i18nProvider={i18nProvider}
        store={store}
        queryClient={queryClient}
        theme={theme}
      >
        <AccessibleGlobalStyles />
        <AlertProvider>{children}</AlertProvider>
      </AdminContext>
    </ThemeColorsContext.Provider>
  );
}

/**
 * The screen at `path` alone: the resource (or custom route) named by the path's first segment,
 * as App declares it, with the dashboard at / (a screen's way back leads there) and the
 * back office's page for an unknown path.
 */
export function renderScreen(path: string, options: RenderOptions = {}) {
  const segment = path.split(/[/?#]/)[1] ?? '';
  const screenRoutes = SCREENS[segment];
  if (!screenRoutes) throw new Error(`No screen is mounted at /${segment}: add it to test/screens.tsx`);
  return renderAt(path, options, (providers) => (
    <ScreenProviders providers={providers}>
      <AdminUI
        layout={ScreenLayout}
        dashboard={Dashboard}
        catchAll={UnknownPath}
        requireAuth
        disableTelemetry
      >
        {screenRoutes}
      </AdminUI>
    </ScreenProviders>
  ));
}

/** Closes the open alert with OK and waits until its dialog is gone (the page is inert meanwhile). */
export async function closeAlert(user: { click: (element: Element) => Promise<void> }) {
  await user.click(screen.getByRole('button', { name: 'OK' }));
  await waitFor(() => expect(screen.queryByRole('button', { name: 'OK' })).not.toBeInTheDocument());
}

/** An amount as the screens show it, with the plain space Testing Library's text matching sees. */
export const brl = (reais: number) => formatBRL(reais).replace('\u00a0', ' ');
