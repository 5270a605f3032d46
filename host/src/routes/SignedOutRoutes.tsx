import { Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { LoadingView } from '../common/layout/LoadingView';
import { lazyPage } from './lazy-page';

const LoginPage = lazyPage(() => import('./login/login-page'));
const RegisterPage = lazyPage(() => import('./register/register-page'));
const PreRegisterPage = lazyPage(() => import('./pre-register/pre-register-page'));
const AccountDeletedPage = lazyPage(() => import('./account-deleted/account-deleted-page'));
const LegalPage = lazyPage(() => import('./legal/legal-page'));
const ForgotPasswordPage = lazyPage(() => import('./password-reset/forgot-password-page'));
const ResetPasswordPage = lazyPage(() => import('./password-reset/reset-password-page'));

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
