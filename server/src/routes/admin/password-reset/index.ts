import { apiRoutes } from '@celebra/shared/api';
import { passwordResetRoutes } from '../../users/password-reset/password-reset-routes';

/** POST /api/admin/password-reset/request and POST /api/admin/password-reset (public): the back office's 'Esqueci minha senha'. */
export default passwordResetRoutes({
  kind: 'admin',
  request: apiRoutes.adminRequestPasswordReset,
  reset: apiRoutes.adminResetPassword,
});
