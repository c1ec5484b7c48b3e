import { isIP } from 'node:net';
import path from 'node:path';
import { COMPANY } from './rules/brand.js';
import { isRole, ROLES, type Role } from './rules/access.js';
import { TWO_FACTOR_ROLES_FIRST } from './rules/admin.js';

/**
 * Every environment variable the server reads, parsed and checked once at start-up.
 * The rest of the code imports the typed `Config`, never `process.env`.
 */

export type Environment = 'production' | 'development' | 'test';

export type DatabaseConfig =
  | {
      driver: 'pglite';
      /** folder of the embedded database; `null` keeps it in memory */
      dataDir: string | null;
      /** A database to start as (a PGlite `dumpDataDir` tarball) when `dataDir` holds none yet: the tests' migrated copy. */
      loadDataDir?: Blob;
    }
  | {
      driver: 'postgresql';
      url: string;
      /** How long a query may wait for the database's answer before the request gets a 503 (default 10). */
      queryTimeoutSeconds?: number;
      /** Connections this server's pool may open (default 20). */
      poolSize?: number;
      /**
       * A direct connection (not through a transaction-pooling proxy such as PgBouncer) for what
       * needs a session of its own: `LISTEN` for the change feed and the migrations' advisory lock.
       * Defaults to `url`.
       */
      directUrl?: string;
    };

export interface Config {
  env: Environment;
  host: string;
  port: number;
  /** Public origin of the site, used for canonical URLs, the sitemap and links in emails. */
  publicUrl: string;
  /**
   * The origins whose pages may post the site's forms (`http/cross-site.ts`): `PUBLIC_URL`'s and
   * `ALLOWED_ORIGINS`; without `PUBLIC_URL`, the loopback names of `PORT` (localhost, 127.0.0.1,
   * [::1]), one site, and `ALLOWED_ORIGINS`.
   */
  siteOrigins: readonly string[];
  /** No `PUBLIC_URL`: the site is this machine's, at the loopback names of its port. */
  localSite: boolean;
  /** Where the server keeps its own files (embedded database, generated secrets, mail, uploads). */
  dataDir: string;
  database: DatabaseConfig;
  mail: MailConfig;
  /**
   * `TRUST_PROXY`: which `X-Forwarded-For` entries name the client. `false`: none (the socket's
   * address); a number: that many proxies in front (each appends the address it was reached from, so
   * the entry that many from the right is the client's); addresses: the proxies' own (IPs, CIDRs, or
   * `loopback`, `linklocal`, `uniquelocal`). Never every entry: the left-most is whatever the client wrote.
   */
  trustProxy: TrustProxy;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** Built client (Vite output); the server serves it when the folder exists. */
  clientDir: string;
  /** Whether to seed demo content on first start. */
  seedDemoContent: boolean;
  /** The GraphQL explorer at `GET /graphql` (from a browser) and schema introspection: `GRAPHQL_EXPLORER`, on by default except in production. */
  graphqlExplorer: boolean;
  auth: AuthConfig;
  forms: FormsConfig;
  apiKeys: ApiKeysConfig;
  webhooks: WebhooksConfig;
  /** How long the audit trail (`events`) keeps what happened before it is deleted: `AUDIT_RETENTION_DAYS`. */
  auditRetentionDays: number;
  /** How long personal data is kept (P15, P19): applications (with their files) and leads from their last change, unsubscribed sign-ups, and the outbox's and webhook deliveries' copies. */
  retention: RetentionConfig;
  /** A newsletter sign-up is active only once its confirmation link is followed: `NEWSLETTER_DOUBLE_OPT_IN`, on by default. */
  newsletterDoubleOptIn: boolean;
  /** On SIGTERM, how long the server keeps serving after `/ready` turns 503, so a load balancer can take it out first. */
  shutdownDrainSeconds: number;
  /** The bucket uploads go to, when `S3_BUCKET` is set; `null`: the local folder `DATA_DIR/uploads`. */
  storage: S3Config | null;
}

export type TrustProxy = false | number | readonly string[];

export interface RetentionConfig {
  /** `APPLICATION_RETENTION_DAYS`: a job application and its files are deleted this long after their last change. */
  applicationDays: number;
  /** `LEAD_RETENTION_DAYS`: contact messages and demo requests are deleted this long after their last change. */
  leadDays: number;
  /** `NEWSLETTER_UNSUBSCRIBED_RETENTION_DAYS`: a subscription is deleted this long after it was unsubscribed. */
  unsubscribedDays: number;
  /** `OUTBOX_RETENTION_DAYS`: an email sent (or given up) is deleted from the outbox this long after it was queued. */
  outboxDays: number;
  /** `WEBHOOK_DELIVERY_RETENTION_DAYS`: a webhook delivery delivered (or given up) is deleted this long after it was made. */
  webhookDeliveryDays: number;
}

export interface S3Config {
  bucket: string;
  /** The S3 API's origin, for example https://s3.eu-central-1.amazonaws.com or http://minio:9000. */
  endpoint: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** The bucket in the path (MinIO and most self-hosted stores) rather than in the host name. */
  forcePathStyle: boolean;
}

export interface FormsConfig {
  /** Submissions of one public form allowed per client address within the window. */
  rateLimit: number;
  rateWindowSeconds: number;
  /** Refused posts (400, 413) to the public writes allowed per client address within the same window; more get 429. */
  refusalLimit: number;
  /** A form of ours sent sooner than this after it was shown was filled by a bot (kept as spam). */
  minFillSeconds: number;
  /** How long what the spam guard held is kept for review before it is deleted. */
  spamRetentionDays: number;
  /** An uploaded file no record owns after this long was left by a request that died mid-way (deleted). */
  orphanFileGraceSeconds: number;
}

export interface ApiKeysConfig {
  /** Requests one API key may make per minute (counted in the database, across every server); more get 429. */
  rateLimit: number;
}

export interface WebhooksConfig {
  /**
   * `WEBHOOK_ALLOW_PRIVATE`: endpoints may be `http://` and reach private, loopback and link-local
   * addresses (tests, a receiver on the same machine). Off by default: the SSRF check refuses them.
   */
  allowPrivate: boolean;
  /**
   * Endpoints on this machine (loopback addresses, `localhost`, over `http://` too) pass the SSRF
   * check: outside production, for a developer's local receiver; always with `allowPrivate`.
   */
  allowLoopback: boolean;
  /** How often the webhook worker looks for deliveries that are due. */
  pollIntervalMs: number;
  /** `WEBHOOK_CONCURRENCY`: how many deliveries one server sends at once. */
  concurrency: number;
  /** `WEBHOOK_ENDPOINT_CONCURRENCY`: how many deliveries to one endpoint are in flight at once, over every server, so a slow endpoint cannot hold the others up. */
  endpointConcurrency: number;
}

/** An address as the mailer takes it: data, never text it parses again. */
export interface MailAddress {
  name?: string;
  address: string;
}

export interface MailConfig {
  /** `smtp(s)://user:pass@host:port`; `null` writes each message as an .eml file under DATA_DIR/mail. */
  smtpUrl: string | null;
  /** The sender of every message, from `MAIL_FROM` ("Name <address>" or an address). */
  from: MailAddress;
  /** How often the outbox worker looks for messages that are due. */
  pollIntervalMs: number;
  /** Delivery attempts before a message is marked failed. */
  maxAttempts: number;
  /** Wait before the first retry; it doubles with each attempt (capped at an hour). */
  retryBaseSeconds: number;
  /**
   * `MAIL_REPLY_TO`: an address of the team that people's answers reach. The Reply-To of a member's
   * mail when their account has no address of its own, and the organizer of the demo invitations;
   * `null`: answers to such mail go to `from`, which nobody may read.
   */
  replyTo: MailAddress | null;
  /** `MAIL_RECEIPTS_PER_HOUR`: receipts (the public forms' acknowledgements) one address is sent within an hour; more are not sent. */
  receiptsPerHour: number;
}

export interface AuthConfig {
  /** HS256 signing secret; `null` means generate one and keep it in the data folder. */
  jwtSecret: string | null;
  /** Failed sign-ins allowed per username, and per client IP, within the window. */
  maxFailuresPerUsername: number;
  maxFailuresPerIp: number;
  failureWindowMinutes: number;
  /**
   * `TWO_FACTOR_ROLES`: the roles that must sign in with two factors until an Owner saves the
   * team's sign-in policy (issue P22), comma-separated, or `none`; Owners and Admins by default.
   */
  twoFactorRoles: readonly Role[];
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** The repository root, two levels above `server/src` (or `server/dist`). */
const repoRoot = path.resolve(import.meta.dirname, '..', '..');

export function loadConfig(env: Env = process.env): Config {
  const problems: string[] = [];
  /** Records a problem and carries on with a placeholder, so every problem is reported at once. */
  const invalid = <T>(problem: string, placeholder: T): T => {
    problems.push(problem);
    return placeholder;
  };
  const read = (name: string): string | undefined => {
    const value = env[name]?.trim();
    return value === '' ? undefined : value;
  };

  const nodeEnv = read('NODE_ENV') ?? 'development';
  const environment: Environment = nodeEnv === 'production' || nodeEnv === 'test' ? nodeEnv : 'development';

  const port = parseWholeNumber(read('PORT') ?? '3000', 1, 65535) ?? invalid('PORT must be a whole number between 1 and 65535.', 0);

  const dataDir = path.resolve(read('DATA_DIR') ?? path.join(repoRoot, 'data'));

  const count = (name: string, fallback: number, max: number) =>
    parseWholeNumber(read(name) ?? String(fallback), 1, max) ?? invalid(`${name} must be a whole number from 1 to ${max}.`, fallback);

  const databaseUrl = read('DATABASE_URL');
  let database: DatabaseConfig = { driver: 'pglite', dataDir: path.join(dataDir, 'db') };
  if (databaseUrl !== undefined) {
    const directUrl = read('DATABASE_DIRECT_URL');
    if (directUrl !== undefined && !/^postgres(ql)?:\/\//.test(directUrl)) invalid('DATABASE_DIRECT_URL must be a PostgreSQL URL like DATABASE_URL.', null);
    database = /^postgres(ql)?:\/\//.test(databaseUrl)
      ? {
          driver: 'postgresql',
          url: databaseUrl,
          queryTimeoutSeconds: count('DATABASE_QUERY_TIMEOUT_SECONDS', 10, 600),
          poolSize: count('DATABASE_POOL_SIZE', 20, 1000),
          ...(directUrl === undefined ? {} : { directUrl }),
        }
      : invalid('DATABASE_URL must be a PostgreSQL URL such as postgres://user:password@host:5432/finmesh.', database);
  }

  const smtpUrl = read('SMTP_URL') ?? null;
  if (smtpUrl !== null && !/^smtps?:\/\//.test(smtpUrl)) {
    invalid('SMTP_URL must start with smtp:// or smtps://, for example smtp://user:pass@mail.example.com:587.', null);
  }

  const logLevelName = read('LOG_LEVEL') ?? (environment === 'test' ? 'silent' : 'info');
  const logLevel = isLogLevel(logLevelName)
    ? logLevelName
    : invalid(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}.`, 'info' as const);

  const host = read('HOST') ?? '127.0.0.1';
  const { publicUrl, siteOrigins, localSite } = siteOf(read('PUBLIC_URL'), read('ALLOWED_ORIGINS'), port, invalid);

  const trustProxy = parseTrustProxy(read('TRUST_PROXY') ?? 'false') ?? invalid(TRUST_PROXY_PROBLEM, false);
  const seedDemoContent =
    parseBoolean(read('SEED_DEMO_CONTENT') ?? 'true') ?? invalid('SEED_DEMO_CONTENT must be true or false.', false);
  const graphqlExplorer =
    parseBoolean(read('GRAPHQL_EXPLORER') ?? String(environment !== 'production')) ?? invalid('GRAPHQL_EXPLORER must be true or false.', false);

  const jwtSecret = read('JWT_SECRET') ?? null;
  if (jwtSecret !== null && Buffer.byteLength(jwtSecret) < 32) {
    invalid('JWT_SECRET must be at least 32 characters (256 bits); for example: openssl rand -base64 48', null);
  }
  const optionalMailAddress = (name: string): MailAddress | null => {
    const value = read(name);
    if (value === undefined) return null;
    return mailAddressOf(value) ?? invalid(`${name} must be an address, or a name and an address: ${COMPANY.name} team <team@example.com>.`, null);
  };
  const mail: MailConfig = {
    smtpUrl,
    from: mailAddressOf(read('MAIL_FROM') ?? `${COMPANY.name} <no-reply@finmesh.local>`) ?? invalid(`MAIL_FROM must be an address, or a name and an address: ${COMPANY.name} <no-reply@example.com>.`, { address: '' }),
    pollIntervalMs: count('MAIL_POLL_INTERVAL_MS', 2000, 3_600_000),
    maxAttempts: count('MAIL_MAX_ATTEMPTS', 8, 100),
    retryBaseSeconds: count('MAIL_RETRY_BASE_SECONDS', 30, 86_400),
    replyTo: optionalMailAddress('MAIL_REPLY_TO'),
    receiptsPerHour: count('MAIL_RECEIPTS_PER_HOUR', 3, 1000),
  };
  const auth: AuthConfig = {
    jwtSecret,
    maxFailuresPerUsername: count('LOGIN_MAX_FAILURES_PER_USERNAME', 5, 1000),
    maxFailuresPerIp: count('LOGIN_MAX_FAILURES_PER_IP', 20, 100_000),
    failureWindowMinutes: count('LOGIN_FAILURE_WINDOW_MINUTES', 15, 24 * 60),
    twoFactorRoles: parseRoles(read('TWO_FACTOR_ROLES')) ?? invalid(`TWO_FACTOR_ROLES must be none or roles from ${ROLES.join(', ')}, separated by commas.`, TWO_FACTOR_ROLES_FIRST),
  };

  const rateLimit = count('PUBLIC_FORM_RATE_LIMIT', 10, 10_000_000);
  const forms: FormsConfig = {
    rateLimit,
    rateWindowSeconds: count('PUBLIC_FORM_RATE_WINDOW_SECONDS', 60, 86_400),
    // A person may get a form wrong a few times for each one sent.
    refusalLimit: count('PUBLIC_FORM_REFUSAL_LIMIT', Math.min(3 * rateLimit, 10_000_000), 10_000_000),
    minFillSeconds: parseWholeNumber(read('FORM_MIN_FILL_SECONDS') ?? '3', 0, 600) ?? invalid('FORM_MIN_FILL_SECONDS must be a whole number from 0 to 600.', 3),
    spamRetentionDays: count('SPAM_RETENTION_DAYS', 30, 3650),
    orphanFileGraceSeconds: count('ORPHAN_FILE_GRACE_SECONDS', 600, 86_400),
  };

  const apiKeys: ApiKeysConfig = { rateLimit: count('API_KEY_RATE_LIMIT', 600, 10_000_000) };
  const allowPrivateWebhooks = parseBoolean(read('WEBHOOK_ALLOW_PRIVATE') ?? 'false') ?? invalid('WEBHOOK_ALLOW_PRIVATE must be true or false.', false);
  const webhooks: WebhooksConfig = {
    allowPrivate: allowPrivateWebhooks,
    allowLoopback: allowPrivateWebhooks || environment !== 'production',
    pollIntervalMs: count('WEBHOOK_POLL_INTERVAL_MS', 2000, 3_600_000),
    concurrency: count('WEBHOOK_CONCURRENCY', 10, 1000),
    endpointConcurrency: count('WEBHOOK_ENDPOINT_CONCURRENCY', 5, 1000),
  };

  const bucket = read('S3_BUCKET');
  let storage: S3Config | null = null;
  if (bucket !== undefined) {
    const region = read('S3_REGION') ?? 'us-east-1';
    const endpoint = (read('S3_ENDPOINT') ?? `https://s3.${region}.amazonaws.com`).replace(/\/+$/, '');
    if (!/^https?:\/\/[^/]+$/.test(endpoint)) invalid('S3_ENDPOINT must be an origin such as https://s3.eu-central-1.amazonaws.com or http://minio:9000.', null);
    if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) invalid('S3_BUCKET must be a bucket name: 3 to 63 lower-case letters, digits, dots and dashes.', null);
    const accessKeyId = read('S3_ACCESS_KEY_ID') ?? invalid('S3_ACCESS_KEY_ID is needed with S3_BUCKET.', '');
    const secretAccessKey = read('S3_SECRET_ACCESS_KEY') ?? invalid('S3_SECRET_ACCESS_KEY is needed with S3_BUCKET.', '');
    const forcePathStyle = parseBoolean(read('S3_FORCE_PATH_STYLE') ?? 'false') ?? invalid('S3_FORCE_PATH_STYLE must be true or false.', false);
    storage = { bucket, endpoint, region, accessKeyId, secretAccessKey, forcePathStyle };
  }

  const auditRetentionDays = count('AUDIT_RETENTION_DAYS', 730, 36_500);
  const retention: RetentionConfig = {
    applicationDays: count('APPLICATION_RETENTION_DAYS', 365, 36_500),
    leadDays: count('LEAD_RETENTION_DAYS', 730, 36_500),
    unsubscribedDays: count('NEWSLETTER_UNSUBSCRIBED_RETENTION_DAYS', 90, 36_500),
    outboxDays: count('OUTBOX_RETENTION_DAYS', 90, 36_500),
    webhookDeliveryDays: count('WEBHOOK_DELIVERY_RETENTION_DAYS', 90, 36_500),
  };
  const newsletterDoubleOptIn =
    parseBoolean(read('NEWSLETTER_DOUBLE_OPT_IN') ?? 'true') ?? invalid('NEWSLETTER_DOUBLE_OPT_IN must be true or false.', true);
  const shutdownDrainSeconds =
    parseWholeNumber(read('SHUTDOWN_DRAIN_SECONDS') ?? '0', 0, 300) ?? invalid('SHUTDOWN_DRAIN_SECONDS must be a whole number from 0 to 300.', 0);

  if (problems.length > 0) throw new ConfigError(problems);

  return {
    env: environment,
    host,
    port,
    publicUrl,
    siteOrigins,
    localSite,
    dataDir,
    database,
    mail,
    trustProxy,
    logLevel,
    clientDir: path.resolve(read('CLIENT_DIR') ?? path.join(repoRoot, 'client', 'dist')),
    seedDemoContent,
    graphqlExplorer,
    auth,
    forms,
    apiKeys,
    webhooks,
    auditRetentionDays,
    retention,
    newsletterDoubleOptIn,
    shutdownDrainSeconds,
    storage,
  };
}

/** `TWO_FACTOR_ROLES`: roles separated by commas, or `none`; unset, the first run's (Owners and Admins); `null` when it names something else. */
function parseRoles(value: string | undefined): readonly Role[] | null {
  if (value === undefined) return TWO_FACTOR_ROLES_FIRST;
  if (/^none$/i.test(value)) return [];
  const roles = value.split(',').map((entry) => entry.trim().toLowerCase());
  return roles.every(isRole) ? ROLES.filter((role) => roles.includes(role)) : null;
}

function parseWholeNumber(value: string, min: number, max: number): number | null {
  if (!/^\d+$/.test(value)) return null;
  const number = Number(value);
  return number >= min && number <= max ? number : null;
}

/** `PUBLIC_URL` and `ALLOWED_ORIGINS` (see `Config.siteOrigins`); each problem goes to `invalid`. */
function siteOf(
  givenPublicUrl: string | undefined,
  allowedOrigins: string | undefined,
  port: number,
  invalid: <T>(problem: string, placeholder: T) => T,
): Pick<Config, 'publicUrl' | 'siteOrigins' | 'localSite'> {
  const localSite = givenPublicUrl === undefined;
  const publicUrl = (givenPublicUrl ?? `http://localhost:${port}`).replace(/\/+$/, '');
  const siteOrigin = originOf(publicUrl) ?? invalid('PUBLIC_URL must be an origin such as https://www.example.com (no path).', publicUrl);
  const extras = (allowedOrigins ?? '').split(',').map((origin) => origin.trim()).filter((origin) => origin !== '');
  const extraOrigins = extras.map(
    (origin) => originOf(origin) ?? invalid(`ALLOWED_ORIGINS must list origins such as https://www.example.com,https://example.com, separated by commas (no path, no wildcard): "${origin}" is not one.`, origin),
  );
  return { publicUrl, localSite, siteOrigins: [...new Set([...(localSite ? loopbackOrigins(port) : [siteOrigin]), ...extraOrigins])] };
}

/**
 * `value` as a browser names a page's origin in `Origin` (scheme, lower-case host, no default port),
 * or `null` unless it is an http(s) origin alone: no path, query, fragment or credentials.
 */
function originOf(value: string): string | null {
  if (!/^https?:\/\/[^/?#@\s*]+\/?$/i.test(value)) return null;
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

/** The names a browser on this machine reaches `port` by: one site, whichever a visitor types. */
function loopbackOrigins(port: number): string[] {
  return ['localhost', '127.0.0.1', '[::1]'].map((host) => new URL(`http://${host}:${port}`).origin);
}

const TRUST_PROXY_PROBLEM =
  'TRUST_PROXY must be false, the number of proxies in front of the server (TRUST_PROXY=1 behind one load balancer), or their addresses (TRUST_PROXY=10.0.0.0/8,192.168.1.5). ' +
  '"true" is refused: it would trust every X-Forwarded-For entry, and the left-most is whatever the client wrote.';

/** The proxy-addr names Fastify takes beside addresses. */
const ADDRESS_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** `TRUST_PROXY` (see `Config.trustProxy`), or `null` when it is none of the forms it takes. */
function parseTrustProxy(value: string): TrustProxy | null {
  if (/^(0|false|no|off)$/i.test(value)) return false;
  if (/^\d+$/.test(value)) return parseWholeNumber(value, 1, 32);
  const entries = value.split(',').map((entry) => entry.trim());
  return entries.every(isAddressOrRange) ? entries : null;
}

function isAddressOrRange(entry: string): boolean {
  if (ADDRESS_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) >= 1 && Number(prefix) <= (version === 4 ? 32 : 128));
}

function parseBoolean(value: string): boolean | null {
  if (/^(1|true|yes|on)$/i.test(value)) return true;
  if (/^(0|false|no|off)$/i.test(value)) return false;
  return null;
}

function isLogLevel(value: string): value is Config['logLevel'] {
  return (LOG_LEVELS as readonly string[]).includes(value);
}

/** `Name <address>` or `address`, one line, the address a plain `local@domain` one. */
function mailAddressOf(value: string): MailAddress | null {
  const match = /^(?:([^<>"\r\n]*?)\s*<([^<>\s"]+@[^<>\s"]+)>|([^<>\s"]+@[^<>\s"]+))$/.exec(value.trim());
  if (!match) return null;
  const address = match[2] ?? match[3] ?? '';
  const name = match[1]?.trim();
  return name ? { name, address } : { address };
}
