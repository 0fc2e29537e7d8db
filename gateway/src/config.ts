// Environment parsed once. Everything else receives a Config, so tests can start the
// gateway with overrides instead of mutating process.env.
import { z } from 'zod';

const bool = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

/**
 * PUBLIC_URL: empty (unset) or an http(s) address with no query, fragment or credentials;
 * kept without its trailing slash so that paths append to it.
 */
const publicUrl = z
  .string()
  .trim()
  .refine((value) => {
    if (value === '') return true;
    try {
      const url = new URL(value);
      return /^https?:$/.test(url.protocol) && !url.search && !url.hash && !url.username && !url.password;
    } catch {
      return false;
    }
  }, 'must be an http(s) URL such as https://maint.example.org (no query, fragment or credentials)')
  .transform((value) => (value === '' ? '' : new URL(value).href.replace(/\/+$/, '')));

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  // Empty means unset, as in an .env file with DATABASE_URL= left blank.
  DATABASE_URL: z.preprocess((value) => (value === '' ? undefined : value), z.string().url().optional()),
  JWT_SECRET: z.string().optional(),
  INTROSPECTION: bool.optional(),
  CORS_ORIGINS: z.string().default(''),
  AUTH_RATE_LIMIT: z.coerce.number().int().positive().default(20),
  AUTH_FREE_FAILURES: z.coerce.number().int().min(1).default(5),
  AUTH_MAX_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(300),
  TRUST_PROXY: z.string().default('false'),
  WEB_DIST: z.string().default('web/dist'),
  PUBLIC_URL: publicUrl.default(''),
  CACHE_SECONDS: z.coerce.number().int().min(0).default(300),
  JOBS_EVERY_SECONDS: z.coerce.number().int().min(0).max(86_400).default(300),
});

/** An HS256 key shorter than the hash's own 32 bytes weakens every token signed with it. */
const MIN_JWT_SECRET_BYTES = 32;

/** The JWT secret's key bytes; a short secret is refused, which stops the gateway from starting. */
export function jwtKeyOf(secret: string): Uint8Array {
  const key = new TextEncoder().encode(secret);
  if (key.byteLength < MIN_JWT_SECRET_BYTES)
    throw new Error(`JWT secret must be at least ${MIN_JWT_SECRET_BYTES} bytes (got ${key.byteLength})`);
  return key;
}

export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  /** Undefined: generated once and kept in the data dir. */
  jwtSecret?: string;
  introspection: boolean;
  /** Origins allowed by CORS; empty means same-origin only. */
  corsOrigins: string[];
  /** Auth attempts (REST and GraphQL alike) per client IP per minute. */
  authRateLimitPoints: number;
  /** Wrong passwords in a row an account may have before each attempt must wait. */
  authFreeFailures: number;
  /** The longest wait the doubling delay on an account reaches. */
  authMaxDelaySeconds: number;
  /**
   * Which proxies' X-Forwarded-For is believed (Express's `trust proxy`): false (the default:
   * the client is the socket's peer), true, a number of hops, or addresses and subnets.
   */
  trustProxy: boolean | number | string;
  webDist: string;
  /**
   * The address users reach the web app at (PUBLIC_URL, no trailing slash), put in links that
   * leave the browser: e-mailed links and printed QR labels. Empty: e-mailed links are
   * relative and labels use the address the request came to.
   */
  publicUrl: string;
  /**
   * Longest a value read from the database is remembered between requests (list totals,
   * signed-in users); it is dropped sooner, as soon as its rows change. 0 reads every time.
   */
  cacheSeconds: number;
  /**
   * How often the modules' background jobs (overdue orders…) run, after a first run at start.
   * 0 runs none: tests call the jobs themselves, at the moment they choose.
   */
  jobsEverySeconds: number;
}

/** TRUST_PROXY as Express takes it: off, on, a hop count, or a list of addresses and subnets. */
function trustProxyOf(value: string): boolean | number | string {
  const setting = value.trim().toLowerCase();
  if (['', 'false', '0', 'off', 'no'].includes(setting)) return false;
  if (['true', 'on', 'yes'].includes(setting)) return true;
  if (/^\d+$/.test(setting)) return Number(setting);
  return value.trim();
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment: ${problems.join('; ')}`);
  }
  const e = parsed.data;
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    jwtSecret: e.JWT_SECRET,
    introspection: e.INTROSPECTION ?? e.NODE_ENV !== 'production',
    corsOrigins: e.CORS_ORIGINS.split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    authRateLimitPoints: e.AUTH_RATE_LIMIT,
    authFreeFailures: e.AUTH_FREE_FAILURES,
    authMaxDelaySeconds: e.AUTH_MAX_DELAY_SECONDS,
    trustProxy: trustProxyOf(e.TRUST_PROXY),
    webDist: e.WEB_DIST,
    publicUrl: e.PUBLIC_URL,
    cacheSeconds: e.CACHE_SECONDS,
    jobsEverySeconds: e.JOBS_EVERY_SECONDS,
  };
}
