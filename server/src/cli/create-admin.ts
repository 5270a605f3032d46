/**
 * `npm run admin:create -- --email you@example.com --first-name Você [--last-name Silva]`:
 * the first administrator of a real deployment (the demo seed is never applied there). The
 * password comes from ADMIN_PASSWORD or is asked for on the terminal (or read from stdin).
 */
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { hashPassword } from '../auth/password';
import { normalizeEmail } from '../auth/verify-login';
import { ConfigError, loadConfig } from '../config';
import { createDb } from '../db/client';
import { admins } from '../db/schema/index';
import { withDatabase } from './with-database';

const ZAdminInput = z.object({
  email: z.email('--email must be an e-mail address').transform(normalizeEmail),
  firstName: z.string().trim().min(1, '--first-name is required'),
  lastName: z.string().trim().default(''),
});

// The rule for account passwords, as at registration and in the admin wizard.
const ZPassword = z
  .string()
  .min(8, 'the password needs at least 8 characters')
  .max(128, 'the password has at most 128 characters')
  .regex(/[a-z]/i, 'the password needs a letter')
  .regex(/\d/, 'the password needs a digit');

const USAGE = 'Usage: npm run admin:create -- --email <e-mail> --first-name <name> [--last-name <name>]';

function readArguments() {
  try {
    return parseArgs({
      options: {
        email: { type: 'string' },
        'first-name': { type: 'string' },
        'last-name': { type: 'string' },
      },
    }).values;
  } catch (error) {
    throw new UsageError(`${(error as Error).message}\n${USAGE}`);
  }
}

async function main(): Promise<void> {
  const values = readArguments();
  const config = loadConfig();
  const input = ZAdminInput.safeParse({
    email: values.email?.trim() ?? '',
    firstName: values['first-name'] ?? '',
    lastName: values['last-name'],
  });
  if (!input.success) {
    throw new UsageError([...input.error.issues.map((issue) => issue.message), USAGE].join('\n'));
  }
  const { email, firstName, lastName } = input.data;
  const password = ZPassword.safeParse(
    process.env.ADMIN_PASSWORD ?? (await askPassword('Password (8+ characters, a letter and a digit): ')),
  );
  if (!password.success) throw new UsageError(password.error.issues.map((issue) => issue.message).join('\n'));
  const passwordHash = await hashPassword(password.data);

  const id = await withDatabase(config, async (connectionString) => {
    const { db, pool } = createDb(connectionString, 1);
    try {
      const [created] = await db
        .insert(admins)
        .values({ email, firstName, lastName, passwordHash })
        .onConflictDoNothing({ target: admins.email })
        .returning({ id: admins.id });
      return created?.id;
    } finally {
      await pool.end();
    }
  });
  if (id === undefined) throw new UsageError(`An administrator with the e-mail ${email} already exists.`);
  console.log(`Administrator ${email} created (id ${id}). Sign in at ${config.appUrls.admin}.`);
}

class UsageError extends Error {}

/** Reads one line; on a terminal the typed characters are not echoed. */
function askPassword(prompt: string): Promise<string> {
  const terminal = createInterface({
    input: process.stdin,
    output: process.stdout,
    terminal: process.stdin.isTTY,
  });
  const muted = terminal as unknown as { _writeToOutput: (text: string) => void };
  return new Promise((resolve) => {
    terminal.question(prompt, (answer) => {
      resolve(answer);
      terminal.close();
    });
    // stdin ended without a line (nothing piped in): an empty password, refused by validation.
    terminal.on('close', () => {
      resolve('');
      process.stdout.write('\n'); // the Enter was not echoed
    });
    // After the prompt is written: from here on, keystrokes are not shown.
    if (process.stdin.isTTY) muted._writeToOutput = () => {};
  });
}

try {
  await main();
} catch (error) {
  const isExpected = error instanceof ConfigError || error instanceof UsageError;
  console.error(isExpected ? error.message : error);
  process.exitCode = 1;
}
