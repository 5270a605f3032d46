import { apiRoutes } from '@celebra/shared/api';
import { passwordResetRoutes } from './password-reset-routes';

/** POST /api/users/password-reset/request and POST /api/users/password-reset (public): the host's 'Esqueci minha senha'. */
export default passwordResetRoutes({
  kind: 'host',
  request: apiRoutes.usersRequestPasswordReset,
  reset: apiRoutes.usersResetPassword,
});
