import { type Config, ConfigError } from '../config';
import { EmbeddedPostgresMissingError } from '../db/embedded';
import { MigrationFailedError } from '../db/migrate';
import { MoneySettingsMissingError } from '../domain/settings/require-money-settings';

/** A start-up step failed in a way describeStartFailure names by the step (the storage check). */
export class StorageUnreachableError extends Error {}

const UNREACHABLE_CODES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ETIMEDOUT', 'EHOSTUNREACH']);

/**
 * One plain line naming the cause of a failed start and what to do about it, for the failures a
 * person can act on (a port taken, the database or the storage unreachable, a wrong password, a
 * missing database, a migration problem, a bad setting); undefined for the rest, which keep their
 * stack in the fatal log. Never prints a password: the database is named by user, host and name.
 */
export function describeStartFailure(error: unknown, config: Config | undefined): string | undefined {
  if (error instanceof ConfigError) return error.message;
  if (error instanceof MigrationFailedError) return error.message;
  if (error instanceof StorageUnreachableError) return error.message;
  if (error instanceof EmbeddedPostgresMissingError) return error.message;
  if (error instanceof MoneySettingsMissingError) return error.message;
  const { code, port } = error as { code?: unknown; port?: unknown };
  if (code === 'EADDRINUSE') {
    if (config && port === config.metrics.port && port !== config.port)
      return `Port ${port} is in use: stop the other process or set METRICS_PORT.`;
    return `Port ${typeof port === 'number' ? port : config?.port} is in use: stop the other process or set PORT.`;
  }
  const database = describeDatabase(config);
  if (typeof code === 'string' && UNREACHABLE_CODES.has(code))
    return `Database ${database} unreachable (${code}): check that PostgreSQL is running and DATABASE_URL's host and port.`;
  if (code === '28P01')
    return `Database authentication failed for ${database}: check the user and password in DATABASE_URL.`;
  if (code === '3D000')
    return `Database ${database} does not exist: create it (createdb) or fix the name in DATABASE_URL.`;
  return undefined;
}

/** user@host:port/name of DATABASE_URL (never its password), or the embedded cluster's folder. */
function describeDatabase(config: Config | undefined): string {
  if (!config) return '(unknown)';
  if (config.database.kind === 'embedded') return `embedded in ${config.database.dir}`;
  try {
    const url = new URL(config.database.url);
    const user = url.username ? `${decodeURIComponent(url.username)}@` : '';
    return `${user}${url.hostname}${url.port ? `:${url.port}` : ''}${url.pathname}`;
  } catch {
    return '(DATABASE_URL)';
  }
}

/** What the storage is, for the message of a failed storage check at start. */
export function describeStorage(config: Config): string {
  const storage = config.storage;
  return storage.kind === 'local' ? `folder ${storage.dir}` : `bucket ${storage.bucket}`;
}
