import { Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { LoadingView } from '../common/layout/LoadingView';
import { lazyPage } from './lazy-page';

const LoginPage = lazyPage(() => import('./login'));
const RegisterPage = lazyPage(() => import('./register'));
const PreRegisterPage = lazyPage(() => import('./pre-register'));
const AccountDeletedPage = lazyPage(() => import('./account-deleted'));
const LegalPage = lazyPage(() => import('./legal'));
const ForgotPasswordPage = lazyPage(() => import('./forgot-password'));
const ResetPasswordPage = lazyPage(() => import('./reset-password'));

/**
 * The logged-out app: login (the default), register, pre-register, 'Esqueci minha senha' and the
 * mailed link's page; any other path → /login.
 */
export function SignedOutRoutes() {
  return (
    <Suspense fallback={<LoadingView />}>
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="/register" element={<RegisterPage />} />
        <Route path="/pre-register" element={<PreRegisterPage />} />
        <Route path="/esqueci-senha" element={<ForgotPasswordPage />} />
        <Route path="/redefinir-senha" element={<ResetPasswordPage />} />
        <Route path="/conta-excluida" element={<AccountDeletedPage />} />
        <Route path="/privacidade" element={<LegalPage />} />
        <Route path="/termos" element={<LegalPage />} />
        <Route path="*" element={<Navigate to="/login" replace />} />
      </Routes>
    </Suspense>
  );
}
