import type { Config } from '../config';
import type { Db } from '../db/client';
import type { Log } from '../logger';
import type { Mail } from '../mail/mail';
import type { Payments } from '../payment-provider/payments';
import type { Storage } from '../storage/storage';

/**
 * What the domain and the jobs need from the running server, and nothing of HTTP: the database,
 * the payment provider, the mail, the media storage, the log and the configuration (the public
 * URLs, the fees' settings). The app builds it once (plugins/services.ts, `app.services`); the
 * routes and the jobs hand it on. A function asks only for what it uses:
 * `Pick<Services, 'db' | 'payments'>`.
 */
export type Services = {
  db: Db;
  payments: Payments;
  mail: Mail;
  storage: Storage;
  log: Log;
  config: Config;
};
