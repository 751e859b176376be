import { accessSync, constants, existsSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseStaffedHours, type StaffedHours } from '../live-help/staffed-hours.js';
import { passwordProblem } from '../users/password-policy.js';

/** The repository root (the folder holding api/ and web/), whether this runs from sources or from the build. */
function repoRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!(existsSync(join(dir, 'api')) && existsSync(join(dir, 'web')))) {
    const parent = dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
  return dir;
}

export interface RateLimits {
  /** Requests per minute and client address for each protected group of calls. */
  create: number;
  /** update-application: several applicants behind one address (a family, an office) each save at every step. */
  save: number;
  view: number;
  lookup: number;
  contact: number;
  upload: number;
  payment: number;
  /** Receipt and summary PDFs: each is made for its request. */
  documents: number;
  login: number;
  /** Live help: starting a conversation and each message sent to staff. */
  help: number;
  general: number;
}

export interface AppConfig {
  port: number;
  host: string;
  /** PostgreSQL connection string; when unset the embedded database under dataDir is used. */
  databaseUrl?: string;
  /** Connections the API keeps open to DATABASE_URL's server; the embedded database always gets one (one session). */
  databasePoolSize: number;
  dataDir: string;
  publicUrl: string;
  adminEmail?: string;
  adminPassword?: string;
  paypal: { clientId?: string; clientSecret?: string; apiBase?: string; webhookId?: string };
  /** Checking, compiling and building a form definition version, in a worker thread: stopped beyond these. */
  definitionWork: { seconds: number; memoryMb: number };
  /** MaxMind-format (.mmdb) city database for user_IP's country and city; unset: DB-IP Lite shipped; 'none': no lookup. */
  geoipDatabase?: string;
  smtpUrl?: string;
  /** The sender's address; its display name is always BUSINESS_NAME. */
  mailFrom: string;
  /** Wait before the first retry of a message the mail server did not take; doubled for each later one. */
  mailRetrySeconds: number;
  /** Attempts before a message is given up as FAILED (staff can send it again). */
  mailMaxAttempts: number;
  trustProxy: boolean | number | string;
  corsOrigins: string[];
  logLevel: string;
  /** Every answer checked against the body its endpoint declares (a mismatch answers 500); the tests turn it on. */
  checkResponses: boolean;
  webDist: string;
  adminDist: string;
  rateLimits: RateLimits;
  /** Each replica sends its rate-limit hits to the shared counters this often (README 'Rate limits'). */
  rateLimitFlushMs: number;
  /** Shared rate-limit counters on Redis when set; else on PostgreSQL. */
  redisUrl?: string;
  /** Uploads in an S3-compatible bucket when set; else on the local disk under dataDir. */
  s3?: S3Config;
  /** Applicant data protection (README 'Data protection'). */
  protection: ProtectionConfig;
  /** Who runs the service and how applicants reach its support, shown on every page of the site. */
  business: BusinessConfig;
  /** When staff answer live help (LIVE_HELP_HOURS in LIVE_HELP_TIME_ZONE); outside them a message is kept for later. */
  liveHelpHours: StaffedHours;
  /** The ways to pay beside PayPal, and what each adds to the fee (README 'Ways to pay'). */
  paymentMethods: PaymentMethodsConfig;
}

/** Where applicants send a bank transfer: the business's account, printed on the payment page and in the e-mail. */
export interface BankAccountConfig {
  accountName: string;
  iban: string;
  bic?: string;
  bankName?: string;
}

export interface PaymentMethodsConfig {
  /** What a method adds to the fee, in USD (none by default): SURCHARGE_PAYPAL, SURCHARGE_CARD, SURCHARGE_BANK_TRANSFER. */
  surcharges: { paypal: number; card: number; bank_transfer: number };
  /** Bank transfer is offered only when the account is configured (BANK_TRANSFER_ACCOUNT_NAME and BANK_TRANSFER_IBAN). */
  bankAccount?: BankAccountConfig;
  /** A pending transfer not received after this many days lapses (BANK_TRANSFER_EXPIRY_DAYS). */
  bankTransferExpiryDays: number;
  /** The one reminder goes this many days before the transfer lapses (BANK_TRANSFER_REMINDER_DAYS). */
  bankTransferReminderDays: number;
}

/** A USD amount with at most two decimals, from 0 to 1000; 0 when unset. */
function surcharge(env: NodeJS.ProcessEnv, name: string): number {
  const raw = optional(env, name);
  if (raw === undefined) return 0;
  if (!/^\d{1,4}(\.\d{1,2})?$/.test(raw) || Number(raw) > 1000)
    throw new ConfigError(`${name} must be an amount in USD from 0 to 1000 (got "${raw}")`);
  return Number(raw);
}

function paymentMethods(env: NodeJS.ProcessEnv): PaymentMethodsConfig {
  const accountName = optional(env, 'BANK_TRANSFER_ACCOUNT_NAME');
  const rawIban = optional(env, 'BANK_TRANSFER_IBAN');
  if (Boolean(accountName) !== Boolean(rawIban)) throw new ConfigError('BANK_TRANSFER_ACCOUNT_NAME and BANK_TRANSFER_IBAN must be set together');
  const iban = rawIban?.replace(/\s+/g, '').toUpperCase();
  if (iban !== undefined && !/^[A-Z]{2}\d{2}[A-Z0-9]{8,30}$/.test(iban))
    throw new ConfigError('BANK_TRANSFER_IBAN must be an IBAN such as GB33BUKB20201555555555');
  const bic = optional(env, 'BANK_TRANSFER_BIC');
  if (bic !== undefined && !/^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(bic))
    throw new ConfigError('BANK_TRANSFER_BIC must be a BIC such as BUKBGB22');
  const expiryDays = integer(env, 'BANK_TRANSFER_EXPIRY_DAYS', 14, 2, 90);
  return {
    surcharges: {
      paypal: surcharge(env, 'SURCHARGE_PAYPAL'),
      card: surcharge(env, 'SURCHARGE_CARD'),
      bank_transfer: surcharge(env, 'SURCHARGE_BANK_TRANSFER'),
    },
    bankAccount: accountName && iban ? { accountName, iban, bic, bankName: optional(env, 'BANK_TRANSFER_BANK_NAME') } : undefined,
    bankTransferExpiryDays: expiryDays,
    bankTransferReminderDays: integer(env, 'BANK_TRANSFER_REMINDER_DAYS', 3, 1, expiryDays - 1),
  };
}

/** The business behind the service; the defaults are examples (reserved phone number and domain), not contacts. */
export interface BusinessConfig {
  name: string;
  /** The postal address printed on receipts, one line per part. */
  address: string[];
  supportPhone: string;
  supportEmail: string;
}

/** The defaults, printed as examples: a deployment sets BUSINESS_NAME, BUSINESS_ADDRESS, SUPPORT_PHONE and SUPPORT_EMAIL. */
export const EXAMPLE_BUSINESS: BusinessConfig = {
  name: 'e-Visa Guided Service',
  address: ['1 Example Street', 'Springfield 00000', 'United States'],
  supportPhone: '+1 202 555 0147',
  supportEmail: 'support@evisa-guided.example',
};

function business(env: NodeJS.ProcessEnv): BusinessConfig {
  const supportEmail = optional(env, 'SUPPORT_EMAIL') ?? EXAMPLE_BUSINESS.supportEmail;
  if (!/^[^\s@]+@[^\s@]+$/.test(supportEmail)) throw new ConfigError('SUPPORT_EMAIL must be an e-mail address');
  const supportPhone = optional(env, 'SUPPORT_PHONE') ?? EXAMPLE_BUSINESS.supportPhone;
  if (!/^\+?[0-9][0-9 ().-]{5,24}$/.test(supportPhone)) throw new ConfigError('SUPPORT_PHONE must be a phone number such as +44 113 496 0000');
  const name = optional(env, 'BUSINESS_NAME') ?? EXAMPLE_BUSINESS.name;
  if (name.length > 80) throw new ConfigError('BUSINESS_NAME must have at most 80 characters');
  const rawAddress = optional(env, 'BUSINESS_ADDRESS');
  // Parts separated by commas, as an address is written on one line; each becomes a line of the receipt.
  const address =
    rawAddress === undefined
      ? EXAMPLE_BUSINESS.address
      : rawAddress
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean);
  if (address.join(', ').length > 200) throw new ConfigError('BUSINESS_ADDRESS must have at most 200 characters');
  return { name, address, supportPhone, supportEmail };
}

interface ProtectionConfig {
  /** Key of the HMAC that signs file links; unset: a random key kept in the database, shared by every replica. */
  fileLinkSecret?: string;
  /** How long a signed file link opens its file. */
  fileLinkMinutes: number;
  /** Files one client address may upload in a day while they are attached to no application. */
  uploadQuotaPerDay: number;
  /** A staff session unused this long has ended. */
  staffIdleMinutes: number;
  retention: RetentionConfig;
}

/** How long applicant data is kept before the hourly maintenance run erases it (README 'Data protection'). */
interface RetentionConfig {
  /** An application never paid, this many days after its last change. */
  unpaidDays: number;
  /** A paid application, this many days after staff marked it APPROVED, REJECTED or SUBMITTED. */
  decidedDays: number;
  /** An enquiry, this many days after it was sent. */
  enquiryDays: number;
  /** Only list what is due (in the log and the console), erase nothing. */
  dryRun: boolean;
}

export interface S3Config {
  bucket: string;
  endpoint?: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
}

export const APP_CONFIG = Symbol('APP_CONFIG');

const DEFAULT_RATE_LIMITS: RateLimits = {
  create: 20,
  save: 240,
  view: 120,
  lookup: 60,
  contact: 10,
  upload: 30,
  payment: 30,
  documents: 20,
  login: 30,
  help: 30,
  general: 600,
};

class ConfigError extends Error {}

function optional(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

function integer(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = optional(env, name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`);
  }
  return value;
}

function url(env: NodeJS.ProcessEnv, name: string, protocols: string[]): string | undefined {
  const raw = optional(env, name);
  if (raw === undefined) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ConfigError(`${name} must be a URL`);
  }
  if (!protocols.includes(parsed.protocol)) throw new ConfigError(`${name} must start with ${protocols.join(' or ')}//`);
  return raw;
}

function flag(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = optional(env, name);
  if (raw === undefined) return fallback;
  if (raw === 'true' || raw === 'false') return raw === 'true';
  throw new ConfigError(`${name} must be true or false (got "${raw}")`);
}

/** RATE_LIMIT_<GROUP> (requests per minute and address) for each group, e.g. RATE_LIMIT_LOGIN=30. */
function rateLimits(env: NodeJS.ProcessEnv): RateLimits {
  const entries = Object.entries(DEFAULT_RATE_LIMITS).map(([group, fallback]) => [
    group,
    integer(env, `RATE_LIMIT_${group.toUpperCase()}`, fallback, 1, 1_000_000),
  ]);
  return Object.fromEntries(entries) as unknown as RateLimits;
}

function s3(env: NodeJS.ProcessEnv): S3Config | undefined {
  const bucket = optional(env, 'S3_BUCKET');
  const accessKeyId = optional(env, 'S3_ACCESS_KEY_ID');
  const secretAccessKey = optional(env, 'S3_SECRET_ACCESS_KEY');
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) throw new ConfigError('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together');
  const endpoint = url(env, 'S3_ENDPOINT', ['http:', 'https:']);
  if (!bucket) {
    // Without a bucket uploads go to the local disk, so the other settings alone would silently be ignored.
    if (endpoint || accessKeyId) throw new ConfigError('S3_ENDPOINT and S3 credentials need S3_BUCKET');
    return undefined;
  }
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) throw new ConfigError(`S3_BUCKET must be a bucket name (got "${bucket}")`);
  return {
    bucket,
    endpoint,
    region: optional(env, 'S3_REGION') ?? 'us-east-1',
    accessKeyId,
    secretAccessKey,
    forcePathStyle: flag(env, 'S3_FORCE_PATH_STYLE', false),
  };
}

/** MAIL_FROM's address: a bare address, or one with a display name as before (BUSINESS_NAME now names the sender). */
function mailFrom(env: NodeJS.ProcessEnv): string {
  const raw = optional(env, 'MAIL_FROM') ?? 'no-reply@evisa.example';
  const address = /<([^<>]+)>\s*$/.exec(raw)?.[1]?.trim() ?? raw;
  if (!/^[^\s@<>]+@[^\s@<>]+$/.test(address)) throw new ConfigError('MAIL_FROM must be an e-mail address');
  return address;
}

function trustProxy(raw: string | undefined): boolean | number | string {
  if (raw === undefined || raw === 'false') return false;
  if (raw === 'true') return true;
  if (/^\d+$/.test(raw)) return Number(raw);
  return raw; // a list of addresses or subnets, as Express reads it
}

function readableFile(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const raw = optional(env, name);
  if (raw === undefined) return undefined;
  const path = isAbsolute(raw) ? raw : resolve(process.cwd(), raw);
  try {
    accessSync(path, constants.R_OK);
  } catch {
    throw new ConfigError(`${name} must name a readable file (got "${raw}")`);
  }
  return path;
}

function folder(raw: string | undefined, fallback: string): string {
  const value = raw ?? fallback;
  return isAbsolute(value) ? value : resolve(process.cwd(), value);
}

function protection(env: NodeJS.ProcessEnv): ProtectionConfig {
  const fileLinkSecret = optional(env, 'FILE_LINK_SECRET');
  if (fileLinkSecret !== undefined && fileLinkSecret.length < 32) throw new ConfigError('FILE_LINK_SECRET must have at least 32 characters');
  return {
    fileLinkSecret,
    fileLinkMinutes: integer(env, 'FILE_LINK_MINUTES', 15, 1, 1440),
    uploadQuotaPerDay: integer(env, 'UPLOAD_QUOTA_PER_DAY', 60, 1, 100_000),
    staffIdleMinutes: integer(env, 'STAFF_IDLE_MINUTES', 30, 1, 720),
    retention: {
      unpaidDays: integer(env, 'RETENTION_UNPAID_DAYS', 30, 1, 3650),
      decidedDays: integer(env, 'RETENTION_DECIDED_DAYS', 180, 1, 3650),
      enquiryDays: integer(env, 'RETENTION_ENQUIRY_DAYS', 365, 1, 3650),
      dryRun: flag(env, 'RETENTION_DRY_RUN', false),
    },
  };
}

/** LIVE_HELP_HOURS in LIVE_HELP_TIME_ZONE; round the clock by default, as the site's support is sold. */
function liveHelpHours(env: NodeJS.ProcessEnv): StaffedHours {
  const raw = optional(env, 'LIVE_HELP_HOURS') ?? 'Mon-Sun 00:00-24:00';
  const timeZone = optional(env, 'LIVE_HELP_TIME_ZONE') ?? 'UTC';
  const hours = parseStaffedHours(raw, timeZone);
  if (!hours) {
    throw new ConfigError(
      `LIVE_HELP_HOURS must read like "Mon-Fri 08:00-20:00" (minutes in steps of five) and LIVE_HELP_TIME_ZONE be a time zone such as Europe/London (got "${raw}", "${timeZone}")`,
    );
  }
  return hours;
}

/** Reads and checks the environment once at start-up; a bad value stops the start with a clear message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const port = integer(env, 'PORT', 3000, 0, 65535);
  const adminPassword = optional(env, 'ADMIN_PASSWORD');
  const adminEmail = optional(env, 'ADMIN_EMAIL');
  if (adminEmail !== undefined && !/^[^\s@]+@[^\s@]+$/.test(adminEmail)) throw new ConfigError('ADMIN_EMAIL must be an e-mail address');
  const adminPasswordProblem = adminPassword === undefined ? null : passwordProblem(adminPassword, adminEmail ? { email: adminEmail } : undefined);
  if (adminPasswordProblem) throw new ConfigError(`ADMIN_PASSWORD: ${adminPasswordProblem}`);
  const clientId = optional(env, 'PAYPAL_CLIENT_ID');
  const clientSecret = optional(env, 'PAYPAL_CLIENT_SECRET');
  if (Boolean(clientId) !== Boolean(clientSecret)) {
    throw new ConfigError('PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET must be set together');
  }
  const paypalApiBase = url(env, 'PAYPAL_API_BASE', ['https:', 'http:']);
  // Without credentials the built-in emulator is used, so a base address alone would silently be ignored.
  if (paypalApiBase && !clientId) throw new ConfigError('PAYPAL_API_BASE needs PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET');
  return {
    port,
    host: optional(env, 'HOST') ?? '0.0.0.0',
    databaseUrl: url(env, 'DATABASE_URL', ['postgres:', 'postgresql:']),
    databasePoolSize: integer(env, 'DATABASE_POOL_SIZE', 10, 1, 1000),
    dataDir: folder(optional(env, 'DATA_DIR'), './data'),
    publicUrl: (url(env, 'PUBLIC_URL', ['http:', 'https:']) ?? `http://localhost:${port}`).replace(/\/$/, ''),
    adminEmail,
    adminPassword,
    paypal: {
      clientId,
      clientSecret,
      apiBase: paypalApiBase,
      webhookId: optional(env, 'PAYPAL_WEBHOOK_ID'),
    },
    definitionWork: {
      seconds: integer(env, 'DEFINITION_WORK_SECONDS', 120, 5, 3600),
      memoryMb: integer(env, 'DEFINITION_WORK_MEMORY_MB', 1024, 128, 16_384),
    },
    geoipDatabase: optional(env, 'GEOIP_DATABASE') === 'none' ? 'none' : readableFile(env, 'GEOIP_DATABASE'),
    smtpUrl: url(env, 'SMTP_URL', ['smtp:', 'smtps:']),
    mailFrom: mailFrom(env),
    mailRetrySeconds: integer(env, 'MAIL_RETRY_SECONDS', 60, 1, 86_400),
    mailMaxAttempts: integer(env, 'MAIL_MAX_ATTEMPTS', 8, 1, 100),
    trustProxy: trustProxy(optional(env, 'TRUST_PROXY')),
    corsOrigins: (optional(env, 'CORS_ORIGINS') ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    logLevel: optional(env, 'LOG_LEVEL') ?? 'info',
    checkResponses: flag(env, 'CHECK_RESPONSES', false),
    webDist: folder(optional(env, 'WEB_DIST'), join(repoRoot(), 'web/dist')),
    adminDist: folder(optional(env, 'ADMIN_DIST'), join(repoRoot(), 'admin/dist')),
    rateLimits: rateLimits(env),
    rateLimitFlushMs: integer(env, 'RATE_LIMIT_FLUSH_MS', 250, 10, 5000),
    redisUrl: url(env, 'REDIS_URL', ['redis:', 'rediss:']),
    s3: s3(env),
    protection: protection(env),
    business: business(env),
    liveHelpHours: liveHelpHours(env),
    paymentMethods: paymentMethods(env),
  };
}

export { ConfigError };
