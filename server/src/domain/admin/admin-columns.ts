import { admins } from '../../db/schema/index';

/** What the back office shows of an administrator (the login's answer, GET /admin/me). */
export const adminProfileColumns = {
  id: admins.id,
  firstName: admins.firstName,
  lastName: admins.lastName,
  email: admins.email,
  avatarUrl: admins.avatarUrl,
};
