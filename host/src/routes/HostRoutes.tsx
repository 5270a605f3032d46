import { useEffect } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { logout } from '../common/auth';
import { DashboardLayout } from '../common/layout/DashboardLayout';
import { LoadingView } from '../common/layout/LoadingView';
import { lazyPage } from './lazy-page';
import { NoEventPage } from './no-event/NoEventPage';

const HomePage = lazyPage(() => import('./home'));
const CustomPage = lazyPage(() => import('./custom'));
const InfoPage = lazyPage(() => import('./info'));
const GiftsPage = lazyPage(() => import('./gifts'));
const CustomPagesPage = lazyPage(() => import('./custom-pages'));
const SettingsPage = lazyPage(() => import('./settings'));
const GalleryPage = lazyPage(() => import('./gallery'));
const ServicePackagePage = lazyPage(() => import('./service-package'));
const ConfirmationsPage = lazyPage(() => import('./confirmations'));
const MessagesPage = lazyPage(() => import('./messages'));
const GiftsReceivedPage = lazyPage(() => import('./gifts-received'));
const DeliveryPage = lazyPage(() => import('./delivery'));
const LegalPage = lazyPage(() => import('./legal'));
// A reset link opened where the host is still signed in: the page works there too, and the
// reset ends this session with the others.
const ResetPasswordPage = lazyPage(() => import('./reset-password'));

function Logout() {
  useEffect(logout, []);
  return <LoadingView label="Saindo..." />;
}

/** The dashboard: every page under the shared layout; any other path → home. */
export function HostRoutes({ hasEvent }: { hasEvent: boolean }) {
  if (!hasEvent) {
    return (
      <Routes>
        <Route path="/logout" element={<Logout />} />
        <Route path="/redefinir-senha" element={<ResetPasswordPage />} />
        <Route path="/privacidade" element={<LegalPage />} />
        <Route path="/termos" element={<LegalPage />} />
        <Route path="*" element={<NoEventPage />} />
      </Routes>
    );
  }
  return (
    <Routes>
      <Route path="/logout" element={<Logout />} />
      <Route path="/redefinir-senha" element={<ResetPasswordPage />} />
      <Route path="/privacidade" element={<LegalPage />} />
      <Route path="/termos" element={<LegalPage />} />
      <Route element={<DashboardLayout />}>
        <Route index element={<HomePage />} />
        <Route path="home" element={<HomePage />} />
        <Route path="custom" element={<CustomPage />} />
        <Route path="info" element={<InfoPage />} />
        <Route path="gifts" element={<GiftsPage />} />
        <Route path="custom-pages" element={<CustomPagesPage />} />
        <Route path="settings" element={<SettingsPage />} />
        <Route path="gallery" element={<GalleryPage />} />
        <Route path="service-package" element={<ServicePackagePage />} />
        <Route path="confirmations" element={<ConfirmationsPage />} />
        <Route path="messages" element={<MessagesPage />} />
        <Route path="gifts-received" element={<GiftsReceivedPage />} />
        <Route path="delivery" element={<DeliveryPage />} />
        <Route path="*" element={<Navigate to="/home" replace />} />
      </Route>
    </Routes>
  );
}
