/**
 * The back office: its page addresses as react-admin resources and custom routes.
 * Logged out, only /login, /esqueci-senha and /redefinir-senha exist (requireAuth sends everything
 * else to the login); logged in, an unknown
 * path says there is nothing there, with a way back to the dashboard.
 */
import { AccessibleGlobalStyles } from '@celebra/ui/a11y';
import { useState } from 'react';
import { AdminContext, AdminUI, type AuthProvider, CustomRoutes, memoryStore, Resource } from 'react-admin';
import { Route } from 'react-router';
import auditLog from './audit-log';
import chargebacks from './chargebacks';
import { AlertProvider } from './common/AlertProvider';
import { lazyPage } from './common/lazy-page';
import { NotFound } from './common/NotFound';
import { createQueryClient } from './common/query-client';
import { Dashboard } from './dashboard/Dashboard';
import deliveries from './deliveries';
import eventRequests from './event-requests';
import eventTypes from './event-types';
import events, { EventGuests, EventMessages, EventServices, ReceivedGifts } from './events';
import giftSuggestions from './gift-suggestions';
import gifts from './gifts';
import { Layout } from './layout/Layout';
import { ThemeColorsContext } from './layout/theme';
import { usePanelColors } from './layout/use-panel-colors';
import { LoginPage } from './login/LoginPage';
import { ForgotPassword } from './password-reset/ForgotPassword';
import { ResetPassword } from './password-reset/ResetPassword';
import payouts, { negativeBalances } from './payouts';
import { createAdminApiClient } from './providers/api-client';
import { createAuthProvider } from './providers/auth-provider';
import { type CelebraDataProvider, createDataProvider } from './providers/data-provider';
import { i18nProvider } from './providers/i18n-provider';
import services, { ServiceCreate } from './services';
import transactions from './transactions';
import users from './users';

const UnknownPath = () => <NotFound />;
const Settings = lazyPage(() => import('./settings/Settings'), 'Settings');
const ErrorLogs = lazyPage(() => import('./error-logs/ErrorLogs'), 'ErrorLogs');
const PersonalData = lazyPage(() => import('./personal-data/PersonalData'), 'PersonalData');
const LegalVersionPage = lazyPage(() => import('./legal-versions/LegalVersionPage'), 'LegalVersionPage');

export type AppProps = { dataProvider?: CelebraDataProvider; authProvider?: AuthProvider };

function defaultProviders() {
  const client = createAdminApiClient();
  return { dataProvider: createDataProvider(client), authProvider: createAuthProvider(client) };
}

export function App(props: AppProps) {
  const [providers] = useState(() =>
    props.dataProvider && props.authProvider
      ? { dataProvider: props.dataProvider, authProvider: props.authProvider }
      : defaultProviders(),
  );
  const [store] = useState(() => memoryStore());
  const [queryClient] = useState(createQueryClient);
  const { themeColors, theme } = usePanelColors();

  return (
    <ThemeColorsContext.Provider value={themeColors}>
      <AdminContext
        dataProvider={providers.dataProvider}
        authProvider={providers.authProvider}
        i18nProvider={i18nProvider}
        store={store}
        queryClient={queryClient}
        theme={theme}
      >
        <AccessibleGlobalStyles />
        <AlertProvider>
          <AdminUI
            title="Celebra"
            layout={Layout}
            dashboard={Dashboard}
            loginPage={LoginPage}
            catchAll={UnknownPath}
            requireAuth
            // Nothing is loaded from third-party hosts, react-admin's usage ping included.
            disableTelemetry
          >
            <Resource name="users" {...users} />
            <Resource name="events" {...events}>
              <Route path=":id/messages" element={<EventMessages />} />
              <Route path=":id/guests" element={<EventGuests />} />
              <Route path=":id/gifts-received" element={<ReceivedGifts />} />
              <Route path=":id/services" element={<EventServices />} />
            </Resource>
            <Resource name="event-requests" {...eventRequests} />
            <Resource name="services" {...services}>
              <Route path="add" element={<ServiceCreate />} />
            </Resource>
            <Resource name="gifts" {...gifts} />
            <Resource name="gift-suggestions" {...giftSuggestions} />
            <Resource name="event-types" {...eventTypes} />
            <Resource name="payouts" {...payouts} />
            <Resource name="negative-balances" {...negativeBalances} />
            <Resource name="transactions" {...transactions} />
            <Resource name="chargebacks" {...chargebacks} />
            <Resource name="deliveries" {...deliveries} />
            <Resource name="audit-log" {...auditLog} />
            {/* Reached signed out: react-admin renders routes without layout whatever the session. */}
            <CustomRoutes noLayout>
              <Route path="/esqueci-senha" element={<ForgotPassword />} />
              <Route path="/redefinir-senha" element={<ResetPassword />} />
            </CustomRoutes>
            <CustomRoutes>
              <Route path="/settings" element={<Settings />} />
              <Route path="/error-logs" element={<ErrorLogs />} />
              <Route path="/personal-data" element={<PersonalData />} />
              <Route path="/legal-versions/:id" element={<LegalVersionPage />} />
            </CustomRoutes>
          </AdminUI>
        </AlertProvider>
      </AdminContext>
    </ThemeColorsContext.Provider>
  );
}
