import { Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { LoadingView } from '../common/layout/LoadingView';
import { lazyPage } from './lazy-page';

const LoginPage = lazyPage(() => import('./login/login-page'));
const RegisterPage = lazyPage(() => import('./register/register-page'));
const PreRegisterPage = lazyPage(() => import('./pre-register/pre-register-page'));
const AccountDeletedPage = lazyPage(() => import('./account-deleted/account-deleted-page'));
const LegalPage = lazyPage(() => import('./legal/legal-page'));

/** The logged-out app: login (the default), register, pre-register; any other path → /login. */
export function SignedOutRoutes() {
  return (
    <Suspense fallback={<LoadingView />}>
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="/register" element={<RegisterPage />} />
        <Route path="/pre-register" element={<PreRegisterPage />} />
        <Route path="/conta-excluida" element={<AccountDeletedPage />} />
        <Route path="/privacidade" element={<LegalPage />} />
        <Route path="/termos" element={<LegalPage />} />
        <Route path="*" element={<Navigate to="/login" replace />} />
      </Routes>
    </Suspense>
  );
}
