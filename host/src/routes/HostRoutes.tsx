import { useEffect } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { logout } from '../common/auth';
import { DashboardLayout } from '../common/layout/DashboardLayout';
import { LoadingView } from '../common/layout/LoadingView';
import { NoEventPage } from './home/no-event-page/NoEventPage';
import { lazyPage } from './lazy-page';

const HomePage = lazyPage(() => import('./home/home-page'));
const CustomPage = lazyPage(() => import('./custom/custom-page'));
const InfoPage = lazyPage(() => import('./info/info-page'));
const GiftsPage = lazyPage(() => import('./gifts/gifts-page'));
const CustomPagesPage = lazyPage(() => import('./custom-pages/custom-pages-page'));
const SettingsPage = lazyPage(() => import('./settings/settings-page'));
const GalleryPage = lazyPage(() => import('./gallery/gallery-page'));
const ServicePackagePage = lazyPage(() => import('./service-package/service-package-page'));
const ConfirmationsPage = lazyPage(() => import('./confirmations/confirmations-page'));
const MessagesPage = lazyPage(() => import('./messages/messages-page'));
const GiftsReceivedPage = lazyPage(() => import('./gifts-received/gifts-received-page'));
const DeliveryPage = lazyPage(() => import('./delivery/delivery-page'));
const LegalPage = lazyPage(() => import('./legal/legal-page'));
// A reset link opened where the host is still signed in: the page works there too, and the
// reset ends this session with the others.
const ResetPasswordPage = lazyPage(() => import('./password-reset/reset-password-page'));

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
