import { describe, expect, it } from 'vitest';
import { describeStartFailure, StorageUnreachableError } from '../../src/cli/describe-start-failure';
import { ConfigError, loadConfig } from '../../src/config';
import { EmbeddedPostgresMissingError } from '../../src/db/embedded';
import { MigrationFailedError } from '../../src/db/migrate';

const config = loadConfig({
  DATABASE_URL: 'postgres://celebra:s3cr3t-password@db.internal:5433/celebra_prod',
  DATA_DIR: '/tmp/celebra-describe-start-failure',
  PORT: '3000',
  METRICS_PORT: '9464',
  NODE_ENV: 'test',
});

function codeError(code: string, extra: Record<string, unknown> = {}): Error {
  return Object.assign(new Error(`failed with ${code}`), { code, ...extra });
}

describe('describeStartFailure', () => {
  it('names the port in use and the variable that moves it', () => {
    expect(describeStartFailure(codeError('EADDRINUSE', { port: 3000 }), config)).toBe(
      'Port 3000 is in use: stop the other process or set PORT.',
    );
    expect(describeStartFailure(codeError('EADDRINUSE', { port: 9464 }), config)).toBe(
      'Port 9464 is in use: stop the other process or set METRICS_PORT.',
    );
  });

  it('names an unreachable database by user, host and name, never its password', () => {
    for (const code of ['ECONNREFUSED', 'ENOTFOUND', 'ETIMEDOUT']) {
      const line = describeStartFailure(codeError(code), config);
      expect(line).toBe(
        `Database celebra@db.internal:5433/celebra_prod unreachable (${code}): check that PostgreSQL is running and DATABASE_URL's host and port.`,
      );
      expect(line).not.toContain('s3cr3t');
    }
  });

  it('tells a wrong password from a missing database', () => {
    expect(describeStartFailure(codeError('28P01'), config)).toBe(
      'Database authentication failed for celebra@db.internal:5433/celebra_prod: check the user and password in DATABASE_URL.',
    );
    expect(describeStartFailure(codeError('3D000'), config)).toBe(
      'Database celebra@db.internal:5433/celebra_prod does not exist: create it (createdb) or fix the name in DATABASE_URL.',
    );
  });

  it('passes on the plain messages of a bad setting, the migrations and the storage', () => {
    expect(describeStartFailure(new ConfigError('PORT must be a number.'), config)).toBe(
      'PORT must be a number.',
    );
    const noEmbedded = new EmbeddedPostgresMissingError(
      'DATABASE_URL is not set and this installation has no embedded PostgreSQL: set DATABASE_URL.',
    );
    expect(describeStartFailure(noEmbedded, config)).toBe(noEmbedded.message);
    const failed = new MigrationFailedError('0017_admin-list-sort-indexes.sql', new Error('syntax error'));
    expect(describeStartFailure(failed, config)).toBe(
      'Migration 0017_admin-list-sort-indexes.sql failed: syntax error. Fix the database or the migration, then start again.',
    );
    const storage = new StorageUnreachableError(
      'Storage bucket media unreachable: check STORAGE_URL and the AWS credentials.',
    );
    expect(describeStartFailure(storage, config)).toBe(storage.message);
  });

  it('leaves the unknown failures to the fatal log and its stack', () => {
    expect(describeStartFailure(new TypeError('x is not a function'), config)).toBeUndefined();
    expect(describeStartFailure(codeError('23505'), config)).toBeUndefined();
    expect(describeStartFailure('a string', config)).toBeUndefined();
  });
});
