/**
 * What the platform tells about its demo where the demo is seeded: the sign-ins (the index page
 * and the start banner print them, `role email / password`) and the demo event's address. The
 * seed (demo-seed/) creates its accounts and its event from these, so what is shown is what exists.
 */
export const DEMO_ADMIN_LOGIN = {
  role: 'administrator',
  email: 'admin@celebra.dev',
  password: 'celebra123',
} as const;
export const DEMO_HOST_LOGIN = { role: 'host', email: 'ana@celebra.dev', password: 'celebra123' } as const;

export const DEMO_LOGINS = [DEMO_ADMIN_LOGIN, DEMO_HOST_LOGIN] as const;

/** The slug of the demo couple's event site. */
export const DEMO_EVENT_SLUG = 'ana-e-pedro';
