/** Where the workers find the platform global-setup.ts started: environment variables it sets. */
export const PLATFORM_ENV = {
  baseUrl: 'E2E_BASE_URL',
  port: 'E2E_PORT',
  dataDir: 'E2E_DATA_DIR',
} as const;

function read(name: string): string {
  const value = process.env[name];
  if (!value)
    throw new Error(`${name} is not set: the journeys run through \`npm run test:e2e\` (global-setup.ts).`);
  return value;
}

/** http://localhost:<port>; the apps are on its admin., users. and site. subdomains. */
export const baseUrl = (): string => read(PLATFORM_ENV.baseUrl);
export const platformPort = (): number => Number(read(PLATFORM_ENV.port));
/** The platform's DATA_DIR (mails land in outbox/, PostgreSQL runs in postgres/). */
export const dataDir = (): string => read(PLATFORM_ENV.dataDir);

export type AppName = 'admin' | 'users' | 'site';

/** The address of an app: `appUrl('site', '/ana-e-pedro')` → http://site.localhost:<port>/ana-e-pedro */
export function appUrl(app: AppName, pathname = '/'): string {
  return `http://${app}.localhost:${platformPort()}${pathname}`;
}
