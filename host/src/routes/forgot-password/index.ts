export { ForgotPasswordPage as Component } from './ForgotPasswordPage';
