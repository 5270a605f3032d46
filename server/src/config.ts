/**
 * The server's configuration: read from the environment once at start, validated with zod, and
 * passed down explicitly (the server reads process.env nowhere else). A bad value stops the start
 * with a ConfigError naming the variable; main prints it and exits 1.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { APP_HOST_PREFIXES } from '@celebra/shared/format';
import { z } from 'zod';
import { REPO_ROOT } from './paths';

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const MOCK_MERCADOPAGO_TOKEN = 'TEST-celebra-mock-access-token';
const MOCK_MERCADOPAGO_SECRET = 'celebra-mock-webhook-secret';

/** Every variable the server reads, for the README and for `--help`-style messages. */
export const CONFIG_VARIABLES = [
  { name: 'PORT', default: '3000', description: 'TCP port the server listens on.' },
  { name: 'HOST', default: '0.0.0.0', description: 'Address the server binds to.' },
  {
    name: 'DATA_DIR',
    default: '<repo>/data',
    description:
      'Local state: embedded PostgreSQL (postgres/, its password in postgres.password), media (media/), mail outbox (outbox/), error log (logs/error.log). A relative path is taken from the directory npm was started in.',
  },
  {
    name: 'DATABASE_URL',
    default: '(embedded PostgreSQL)',
    description:
      'postgres:// URL of an external PostgreSQL. When absent, an embedded PostgreSQL runs under DATA_DIR/postgres, reached over a Unix socket. The hot reads are named prepared statements: a PgBouncer in between must pool by session, or by transaction with max_prepared_statements set.',
  },
  {
    name: 'STORAGE_URL',
    default: '(DATA_DIR/media)',
    description:
      "Where media is stored: file:///absolute/path (local disk), or s3://bucket?region=…&endpoint=…&forcePathStyle=true&serve=proxy|signed|public&publicUrl=… for an S3-compatible object store through the AWS SDK (credentials from AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY or the SDK's usual chain). Media URLs stay /media/<key> either way; serve says who sends the bytes: proxy (default) streams them through the server, signed redirects to a short-lived signed URL of the store, public redirects to publicUrl/<key> (a public bucket or a CDN).",
  },
  {
    name: 'METRICS_PORT',
    default: '(none)',
    description:
      'Port of a second listener that serves only GET /metrics (Prometheus text format) to the monitoring network; keep it off the public load balancer.',
  },
  {
    name: 'METRICS_TOKEN',
    default: '(none)',
    description:
      'When set, GET /metrics on the main port answers to `Authorization: Bearer <token>` only. Without METRICS_PORT nor METRICS_TOKEN there is no /metrics.',
  },
  {
    name: 'SMTP_URL',
    default: '(DATA_DIR/outbox)',
    description:
      'smtp:// or smtps:// URL of the mail server. When absent, mails are written as files to the outbox folder.',
  },
  {
    name: 'MAIL_FROM',
    default: 'Celebra <nao-responda@celebra.dev>',
    description: 'Sender of every e-mail the platform sends (the SMTP server must accept it).',
  },
  {
    name: 'VIACEP_URL',
    default: 'https://viacep.com.br in production, else (mock-server)',
    description:
      'Base URL of the ViaCEP postal-code service. When absent outside production, `npm start` points it at the in-process mock-server.',
  },
  {
    name: 'NOMINATIM_URL',
    default: 'https://nominatim.openstreetmap.org in production, else (mock-server)',
    description:
      "Base URL of the Nominatim geocoding search, called at most once per second (OpenStreetMap's policy). When absent outside production, `npm start` points it at the in-process mock-server.",
  },
  {
    name: 'PUBLIC_URL',
    default: 'http://localhost:<PORT> (required in production)',
    description: 'Public address of the site; the apps live at admin.<host>, users.<host> and site.<host>.',
  },
  {
    name: 'MAP_TILE_URL',
    default: '(VITE_MAP_TILE_URL, else none)',
    description:
      "Leaflet tile URL template of the maps the apps show (the apps' VITE_MAP_TILE_URL at build time); its origin is the only outside one the Content-Security-Policy allows, for images. Without it the apps show no map tiles.",
  },
  {
    name: 'TRUST_PROXY',
    default: 'false',
    description: "Fastify's trustProxy behind a load balancer: true, a hop count, or a list of addresses.",
  },
  {
    name: 'REQUEST_TIMEOUT_SECONDS',
    default: '120',
    description:
      'Time a client has to send a whole request, body included (its headers: 15 s at most); a slower one is cut with a 408. At 120 s a 100 MB gallery video needs about 7 Mbit/s of upload: raise it for hosts on slower links.',
  },
  {
    name: 'MERCADOPAGO_API_URL',
    default: '(mock-server, started in-process; required in production)',
    description:
      "Mercado Pago's REST API base URL (https://api.mercadopago.com in production). When absent, `npm start` runs the mock-server on a free port and uses it (demo mode).",
  },
  {
    name: 'MERCADOPAGO_ACCESS_TOKEN',
    default: '(mock token outside production; required in production)',
    description: 'Mercado Pago access token.',
  },
  {
    name: 'MERCADOPAGO_WEBHOOK_SECRET',
    default: '(mock secret outside production; required in production)',
    description: 'Secret that signs Mercado Pago notifications (x-signature).',
  },
  {
    name: 'MERCADOPAGO_INTEREST_FREE_PRICING_ID',
    default: '(none)',
    description:
      "Id of the interest-free installments pricing (Mercado Pago's differential pricing) configured on the platform's Mercado Pago account. Needed to set 'Juros do parcelamento' to 'Pagos pela plataforma' in the back office: card checkouts then carry it, and the guest pays the same total in any number of installments.",
  },
  {
    name: 'PIX_EXPIRATION_MINUTES',
    default: '30',
    description:
      'Minutes a guest has to pay a Pix code shown on the event site before it expires (1 to 1440); an expired code can be generated again from the same cart.',
  },
  {
    name: 'CARD_CHECKOUT_EXPIRATION_MINUTES',
    default: '30',
    description:
      "Minutes a guest's card checkout (Mercado Pago's Checkout Pro) can be paid and holds its units and cotas from other guests (1 to 30, never longer than a Pix's): the checkout link stops working then, and the reconciliation cancels the purchase once Mercado Pago reports nothing approved nor in process for it.",
  },
  {
    name: 'SUPPORT_WHATSAPP',
    default: '(none)',
    description:
      "The support team's WhatsApp number, a Brazilian phone in E.164 digits (5511999998888): the host app's waiting screen opens a chat with it. Without it the screen shows no support link.",
  },
  {
    name: 'JOBS',
    default: 'on (off with NODE_ENV=test)',
    description:
      "on: this process runs the background jobs (the payments' reconciliation and the expiry of abandoned checkouts, the hosts' daily summaries, the expiry of unverified pre-registrations, the removal of guests' data past its retention, at each start the missing widths of images stored before) and delivers the queued e-mails, on a pg-boss queue in the same PostgreSQL; off: a web-only instance, which queues e-mail but runs no workers nor schedules (at least one instance must have JOBS=on). Each job runs once at a time across every instance that has them on.",
  },
  {
    name: 'RECONCILE_INTERVAL_MINUTES',
    default: '5',
    description:
      'Minutes between two runs of the reconciliation, which asks Mercado Pago about the payments still pending (1 to 60).',
  },
  {
    name: 'RECONCILE_PENDING_MINUTES',
    default: '10',
    description:
      'Minutes a purchase, a pre-registration fee or a turbo service stays pending, with no notification, before the reconciliation asks Mercado Pago about it (1 to 1440).',
  },
  {
    name: 'CHECKOUT_EXPIRATION_HOURS',
    default: '24',
    description:
      "Hours a pre-registration fee's checkout can still be paid: an unverified, unpaid pre-registration with a checkout open is kept that long (1 to 144). A guest's card checkout expires after CARD_CHECKOUT_EXPIRATION_MINUTES, a Pix after PIX_EXPIRATION_MINUTES.",
  },
  {
    name: 'SEED',
    default: 'auto',
    description:
      'auto: seed the demo on the embedded database only; demo: seed also on DATABASE_URL; none: never. Seeding is skipped when data exists, and never happens with NODE_ENV=production (SEED=demo there stops the start).',
  },
  {
    name: 'LOG_LEVEL',
    default: 'info',
    description: `One of ${LOG_LEVELS.join(', ')}. Logs are JSON lines on stdout, or readable coloured lines when stdout is a terminal; errors also go, as JSON, to DATA_DIR/logs/error.log.`,
  },
  {
    name: 'SESSION_TTL_HOURS',
    default: '720',
    description: 'Absolute lifetime of a login token, in hours, however much it is used.',
  },
  {
    name: 'SESSION_IDLE_HOURS',
    default: '168',
    description: 'Hours without use after which a login token stops working (7 days by default).',
  },
  {
    name: 'PLATFORM_PERCENTAGE',
    default: '(none; required for the first production start)',
    description:
      "The platform's percentage on gifts (1 to 100, two decimals), written to the settings once, when a production start finds no money settings; the back office changes it after. Set with PLATFORM_LIST_CREATION_FEE and PLATFORM_HOLDING_DAYS, all three or none.",
  },
  {
    name: 'PLATFORM_LIST_CREATION_FEE',
    default: '(none; required for the first production start)',
    description:
      'The pre-registration fee in reais (0 for none: a pre-registration is then approved at once), seeded with PLATFORM_PERCENTAGE.',
  },
  {
    name: 'PLATFORM_HOLDING_DAYS',
    default: '(none; required for the first production start)',
    description:
      "Days a gift's money is held before a payout may take it (0 to 60), seeded with PLATFORM_PERCENTAGE.",
  },
  { name: 'NODE_ENV', default: 'development', description: 'development, production or test.' },
] as const;

type VariableName = (typeof CONFIG_VARIABLES)[number]['name'];

// Values that may carry credentials are never echoed back in an error message (it ends up in logs).
const SECRET = new Set<string>([
  'DATABASE_URL',
  'STORAGE_URL',
  'SMTP_URL',
  'MERCADOPAGO_ACCESS_TOKEN',
  'MERCADOPAGO_WEBHOOK_SECRET',
  'METRICS_TOKEN',
]);

// Empty strings count as unset: `PORT= npm start` and docker's `-e PORT=` mean "default".
const optional = z
  .string()
  .optional()
  .transform((value) => (value?.trim() ? value.trim() : undefined));

const urlWithProtocol = (protocols: string[], hint: string) =>
  z.string().refine((value) => {
    try {
      return protocols.includes(new URL(value).protocol);
    } catch {
      return false;
    }
  }, hint);

const integer = (min: number, max: number) => {
  const error = `must be an integer from ${min} to ${max}`;
  return z.coerce.number<string>({ error }).int({ error }).min(min, { error }).max(max, { error });
};

/** A number with at most two decimals (a percentage, reais), within [min, max]. */
const decimal = (min: number, max: number, error: string) =>
  z.coerce
    .number<string>({ error })
    .min(min, { error })
    .max(max, { error })
    .refine((value) => /^\d+(\.\d{1,2})?$/.test(String(value)), { error: 'must have at most two decimals' });

const ZEnv = z.object({
  PORT: optional.pipe(integer(0, 65535).default(3000)),
  HOST: optional.pipe(z.string().default('0.0.0.0')),
  DATA_DIR: optional,
  DATABASE_URL: optional.pipe(
    urlWithProtocol(['postgres:', 'postgresql:'], 'must be a postgres:// or postgresql:// URL').optional(),
  ),
  STORAGE_URL: optional.pipe(
    z
      .string()
      .refine((value) => parseStorageUrl(value) !== undefined, {
        message:
          'must be file:///absolute/path or s3://bucket[/prefix]?region=…[&endpoint=http(s)://…][&forcePathStyle=true][&serve=proxy|signed|public][&publicUrl=https://…] (serve=public needs publicUrl)',
      })
      .optional(),
  ),
  METRICS_PORT: optional.pipe(integer(1, 65535).optional()),
  METRICS_TOKEN: optional.pipe(z.string().min(16, { message: 'must be at least 16 characters' }).optional()),
  SMTP_URL: optional.pipe(
    urlWithProtocol(['smtp:', 'smtps:'], 'must be an smtp:// or smtps:// URL').optional(),
  ),
  MAIL_FROM: optional.pipe(z.string().default('Celebra <nao-responda@celebra.dev>')),
  VIACEP_URL: optional.pipe(urlWithProtocol(['http:', 'https:'], 'must be an http(s):// URL').optional()),
  NOMINATIM_URL: optional.pipe(urlWithProtocol(['http:', 'https:'], 'must be an http(s):// URL').optional()),
  PUBLIC_URL: optional.pipe(urlWithProtocol(['http:', 'https:'], 'must be an http(s):// URL').optional()),
  TRUST_PROXY: optional,
  REQUEST_TIMEOUT_SECONDS: optional.pipe(integer(1, 3600).default(120)),
  MAP_TILE_URL: optional,
  VITE_MAP_TILE_URL: optional,
  MERCADOPAGO_API_URL: optional.pipe(
    urlWithProtocol(['http:', 'https:'], 'must be an http(s):// URL').optional(),
  ),
  // The mock credentials are filled in after parsing, outside production only (productionGaps).
  MERCADOPAGO_ACCESS_TOKEN: optional,
  MERCADOPAGO_WEBHOOK_SECRET: optional,
  MERCADOPAGO_INTEREST_FREE_PRICING_ID: optional.pipe(integer(1, Number.MAX_SAFE_INTEGER).optional()),
  PIX_EXPIRATION_MINUTES: optional.pipe(integer(1, 1440).default(30)),
  CARD_CHECKOUT_EXPIRATION_MINUTES: optional.pipe(integer(1, 30).default(30)),
  // 55, a two-digit area code without zeros, then a mobile (9 and 8 digits) or a landline (8 digits).
  SUPPORT_WHATSAPP: optional.pipe(
    z
      .string()
      .regex(/^55[1-9]{2}(9\d{8}|[2-5]\d{7})$/, {
        message: 'must be a Brazilian phone number in E.164 digits, e.g. 5511999998888',
      })
      .optional(),
  ),
  JOBS: optional.pipe(z.enum(['on', 'off']).optional()),
  RECONCILE_INTERVAL_MINUTES: optional.pipe(integer(1, 60).default(5)),
  RECONCILE_PENDING_MINUTES: optional.pipe(integer(1, 1440).default(10)),
  CHECKOUT_EXPIRATION_HOURS: optional.pipe(integer(1, 144).default(24)),
  SEED: optional.pipe(z.enum(['auto', 'demo', 'none']).default('auto')),
  LOG_LEVEL: optional.pipe(z.enum(LOG_LEVELS).default('info')),
  SESSION_TTL_HOURS: optional.pipe(integer(1, 87600).default(720)),
  SESSION_IDLE_HOURS: optional.pipe(integer(1, 87600).default(168)),
  NODE_ENV: optional.pipe(z.enum(['development', 'production', 'test']).default('development')),
  PLATFORM_PERCENTAGE: optional.pipe(decimal(1, 100, 'must be a percentage from 1 to 100').optional()),
  PLATFORM_LIST_CREATION_FEE: optional.pipe(
    decimal(0, 1_000_000, 'must be an amount in reais from 0 to 1000000 (e.g. 49.90)').optional(),
  ),
  PLATFORM_HOLDING_DAYS: optional.pipe(integer(0, 60).optional()),
});

export type Config = ReturnType<typeof loadConfig>;

/**
 * Validates `env` and derives the paths. A relative DATA_DIR starts from npm's INIT_CWD (the
 * directory `npm start` was typed in), not from server/, where npm runs the workspace script.
 */
export function loadConfig(env: Record<string, string | undefined> = process.env) {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? '') as VariableName;
      const raw = env[name];
      const shown = raw === undefined || SECRET.has(name) ? '' : ` (got ${JSON.stringify(raw)})`;
      return `  ${name}: ${issue.message}${shown}`;
    });
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === 'production';
  if (isProduction) {
    const gaps = productionGaps(e);
    if (gaps.length > 0) throw new ConfigError(`Invalid configuration:\n${gaps.join('\n')}`);
  }
  const accessToken = e.MERCADOPAGO_ACCESS_TOKEN ?? MOCK_MERCADOPAGO_TOKEN;
  const webhookSecret = e.MERCADOPAGO_WEBHOOK_SECRET ?? MOCK_MERCADOPAGO_SECRET;
  const cwd = env.INIT_CWD ?? process.cwd();
  const dataDir = e.DATA_DIR ? path.resolve(cwd, e.DATA_DIR) : path.join(REPO_ROOT, 'data');
  const publicUrl = new URL(e.PUBLIC_URL ?? `http://localhost:${e.PORT}`);
  const storage: StorageConfig = (e.STORAGE_URL && parseStorageUrl(e.STORAGE_URL)) || {
    kind: 'local',
    dir: path.join(dataDir, 'media'),
  };

  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    nodeEnv: e.NODE_ENV,
    logLevel: e.LOG_LEVEL,
    errorLogPath: path.join(dataDir, 'logs', 'error.log'),
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    requestTimeoutMs: e.REQUEST_TIMEOUT_SECONDS * 1000,
    database: e.DATABASE_URL
      ? { kind: 'external' as const, url: e.DATABASE_URL }
      : { kind: 'embedded' as const, dir: path.join(dataDir, 'postgres') },
    // The demo goes only where it cannot hurt: the embedded database, or wherever it is asked for,
    // and never in production (its logins have published passwords).
    shouldSeed: !isProduction && (e.SEED === 'demo' || (e.SEED === 'auto' && !e.DATABASE_URL)),
    storage,
    // Prometheus metrics: on a port of their own, behind a token on the main port, or off.
    metrics: { port: e.METRICS_PORT ?? null, token: e.METRICS_TOKEN ?? null },
    mail: e.SMTP_URL
      ? { kind: 'smtp' as const, url: e.SMTP_URL }
      : { kind: 'outbox' as const, dir: path.join(dataDir, 'outbox') },
    mailFrom: e.MAIL_FROM,
    // The free public services are the production default. Elsewhere an unset URL is null: main.ts
    // starts the mock-server and puts its URL here (see mockServer), so the demo, tests and e2e
    // never depend on the internet nor load OpenStreetMap's servers.
    geo: {
      viaCepUrl: geoUrl(e.VIACEP_URL, e.NODE_ENV, 'https://viacep.com.br'),
      nominatimUrl: geoUrl(e.NOMINATIM_URL, e.NODE_ENV, 'https://nominatim.openstreetmap.org'),
    },
    publicUrl: publicUrl.origin,
    // The same variable the apps are built with is enough: the server only needs its origin.
    mapTileUrl: e.MAP_TILE_URL ?? e.VITE_MAP_TILE_URL ?? null,
    appUrls: {
      admin: withSubdomain(publicUrl, APP_HOST_PREFIXES.admin),
      users: withSubdomain(publicUrl, APP_HOST_PREFIXES.host),
      site: withSubdomain(publicUrl, APP_HOST_PREFIXES.guest),
    },
    mercadoPago: {
      // Null: demo mode, main.ts starts the mock-server in-process and puts its URL here.
      apiUrl: e.MERCADOPAGO_API_URL ? e.MERCADOPAGO_API_URL.replace(/\/+$/, '') : null,
      accessToken,
      webhookSecret,
      isMock: accessToken === MOCK_MERCADOPAGO_TOKEN,
      // The interest-free installments pricing the platform pays for; null: none configured.
      interestFreePricingId: e.MERCADOPAGO_INTEREST_FREE_PRICING_ID ?? null,
    },
    // How long a Pix shown on the event site can be paid.
    pixExpirationMinutes: e.PIX_EXPIRATION_MINUTES,
    // How long a card checkout can be paid, and holds its units and cotas meanwhile.
    cardCheckoutExpirationMinutes: e.CARD_CHECKOUT_EXPIRATION_MINUTES,
    // The number the host app links its support chat to; null: no support link is shown.
    supportWhatsapp: e.SUPPORT_WHATSAPP ?? null,
    // The background jobs (jobs/), started by main.ts only: the tests' apps never run them unless
    // a test starts them itself, and a test run's main.ts leaves them off unless asked.
    jobs: {
      enabled: (e.JOBS ?? (e.NODE_ENV === 'test' ? 'off' : 'on')) === 'on',
      reconcileIntervalMinutes: e.RECONCILE_INTERVAL_MINUTES,
      reconcilePendingMinutes: e.RECONCILE_PENDING_MINUTES,
      checkoutExpirationHours: e.CHECKOUT_EXPIRATION_HOURS,
    },
    // The money settings a production start writes when the database has none (all three or
    // null; domain/settings/require-money-settings.ts).
    platformSettings: platformSettingsOf(e),
    sessionTtlHours: e.SESSION_TTL_HOURS,
    sessionIdleHours: e.SESSION_IDLE_HOURS,
    // The services main.ts points at the in-process mock-server: those left unconfigured (the
    // geo look-ups only outside production, where the real public services are the default).
    mockServer: {
      mercadoPago: !e.MERCADOPAGO_API_URL,
      viaCep: !e.VIACEP_URL && e.NODE_ENV !== 'production',
      nominatim: !e.NOMINATIM_URL && e.NODE_ENV !== 'production',
    },
  };
}

/**
 * Production fails closed: what would otherwise fall back to the demo (the mock Mercado Pago and
 * its published credentials, a localhost public address in e-mails and payment return links, the
 * demo accounts) must be configured, or the start stops naming each variable.
 */
function productionGaps(e: z.infer<typeof ZEnv>): string[] {
  const required = {
    MERCADOPAGO_API_URL: e.MERCADOPAGO_API_URL,
    MERCADOPAGO_ACCESS_TOKEN: e.MERCADOPAGO_ACCESS_TOKEN,
    MERCADOPAGO_WEBHOOK_SECRET: e.MERCADOPAGO_WEBHOOK_SECRET,
    PUBLIC_URL: e.PUBLIC_URL,
  };
  const gaps = Object.entries(required)
    .filter(([, value]) => value === undefined)
    .map(([name]) => `  ${name}: is required when NODE_ENV=production`);
  if (e.MERCADOPAGO_ACCESS_TOKEN === MOCK_MERCADOPAGO_TOKEN)
    gaps.push('  MERCADOPAGO_ACCESS_TOKEN: is the demo token; set the real one in production');
  if (e.MERCADOPAGO_WEBHOOK_SECRET === MOCK_MERCADOPAGO_SECRET)
    gaps.push('  MERCADOPAGO_WEBHOOK_SECRET: is the demo secret; set the real one in production');
  if (e.SEED === 'demo')
    gaps.push('  SEED: the demo (with its published logins) is never seeded in production; use none');
  return gaps;
}

/**
 * PLATFORM_PERCENTAGE, PLATFORM_LIST_CREATION_FEE and PLATFORM_HOLDING_DAYS together, or null when
 * none is set; some without the others stop the start, naming the missing ones, rather than seed a
 * fee of zero by omission.
 */
function platformSettingsOf(e: z.infer<typeof ZEnv>) {
  const given = {
    PLATFORM_PERCENTAGE: e.PLATFORM_PERCENTAGE,
    PLATFORM_LIST_CREATION_FEE: e.PLATFORM_LIST_CREATION_FEE,
    PLATFORM_HOLDING_DAYS: e.PLATFORM_HOLDING_DAYS,
  };
  const missing = Object.entries(given).filter(([, value]) => value === undefined);
  if (missing.length === 3) return null;
  if (missing.length > 0)
    throw new ConfigError(
      `Invalid configuration:\n${missing.map(([name]) => `  ${name}: is required with the other PLATFORM_* variables`).join('\n')}`,
    );
  return {
    percentageGift: e.PLATFORM_PERCENTAGE as number,
    listCreationFeeCents: Math.round((e.PLATFORM_LIST_CREATION_FEE as number) * 100),
    holdingDays: e.PLATFORM_HOLDING_DAYS as number,
  };
}

/** Where media lives: the local disk (the embedded default) or an S3-compatible bucket. */
export type StorageConfig =
  | { kind: 'local'; dir: string }
  | {
      kind: 's3';
      bucket: string;
      /** Key prefix inside the bucket ('' or ending in '/'), so one bucket can serve several installs. */
      prefix: string;
      region: string;
      /** An S3-compatible server's URL (MinIO, R2, a local test server); null: AWS itself. */
      endpoint: string | null;
      /** Path-style URLs (endpoint/bucket/key), which most S3-compatible servers need. */
      forcePathStyle: boolean;
      /** Who sends a medium's bytes to the browser: the server (proxy) or the store (signed, public). */
      serve: 'proxy' | 'signed' | 'public';
      /** With serve=public: the base URL objects are read from (a public bucket or a CDN), no trailing slash. */
      publicUrl: string | null;
    };

/** STORAGE_URL as a storage configuration, or undefined when it is not a valid one. */
export function parseStorageUrl(value: string): StorageConfig | undefined {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return undefined;
  }
  // file:///abs/path only: 'file:relative' would parse, as a path from the root nobody meant.
  if (url.protocol === 'file:') {
    if (!value.startsWith('file:///')) return undefined;
    const dir = fileURLToPath(url);
    return path.isAbsolute(dir) ? { kind: 'local', dir } : undefined;
  }
  if (url.protocol !== 's3:' || !url.hostname) return undefined;
  const query = url.searchParams;
  const serve = query.get('serve') ?? 'proxy';
  if (serve !== 'proxy' && serve !== 'signed' && serve !== 'public') return undefined;
  const endpoint = query.get('endpoint');
  const publicUrl = query.get('publicUrl');
  const isHttp = (candidate: string) => /^https?:\/\/[^/]/i.test(candidate);
  if (endpoint !== null && !isHttp(endpoint)) return undefined;
  if (publicUrl !== null && !isHttp(publicUrl)) return undefined;
  if (serve === 'public' && publicUrl === null) return undefined;
  const prefix = decodeURIComponent(url.pathname).replace(/^\/+|\/+$/g, '');
  return {
    kind: 's3',
    bucket: url.hostname,
    prefix: prefix ? `${prefix}/` : '',
    region: query.get('region') ?? 'us-east-1',
    endpoint: endpoint ? endpoint.replace(/\/+$/, '') : null,
    forcePathStyle: query.get('forcePathStyle') === 'true',
    serve,
    publicUrl: publicUrl ? publicUrl.replace(/\/+$/, '') : null,
  };
}

function geoUrl(value: string | undefined, nodeEnv: string, productionDefault: string): string | null {
  if (value) return value.replace(/\/+$/, '');
  return nodeEnv === 'production' ? productionDefault : null;
}

function withSubdomain(base: URL, subdomain: string): string {
  const url = new URL(base.origin);
  url.hostname = `${subdomain}.${url.hostname}`;
  return url.origin;
}

function parseTrustProxy(value: string | undefined): boolean | number | string {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}
