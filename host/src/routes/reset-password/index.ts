export { ResetPasswordPage as Component } from './ResetPasswordPage';
