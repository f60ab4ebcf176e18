import type { PublicConfig } from '@common/content-api';
import { z } from 'zod';

const booleanFlag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/** IPv4/IPv6 addresses or networks (CIDR), comma-separated. */
const ADDRESS = /^(?:\d{1,3}(?:\.\d{1,3}){3}|[0-9a-fA-F:]+)(?:\/\d{1,3})?$/;
const addressList = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean),
  )
  .refine(
    (parts) => parts.length > 0 && parts.every((part) => ADDRESS.test(part)),
    'must be addresses or networks, comma-separated',
  );

/**
 * Which proxies may tell us the client's address (X-Forwarded-For): 'false' (none: the site faces the
 * internet), a hop count (1 = one proxy in front, such as nginx), or the proxies' addresses/networks.
 * Never plain 'true': trusting every X-Forwarded-For lets any client choose its own address and walk past
 * the rate limits.
 */
const trustProxy = z
  .string()
  .refine((value) => value !== 'true', "must be a hop count (1 for one proxy) or the proxies' addresses, not true")
  .transform((value, context): false | number | string[] => {
    if (value === 'false' || value === '0') return false;
    if (/^\d+$/.test(value)) return Number(value);
    const parsed = addressList.safeParse(value);
    if (!parsed.success) {
      context.addIssue({ code: 'custom', message: 'must be false, a hop count, or addresses/networks' });
      return z.NEVER;
    }
    return parsed.data;
  });

/** Every setting the server reads, validated once at start-up (README lists them). */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  /**
   * The key two-factor secrets are encrypted with (32 bytes, base64 or hex; docs/decisions/092). Unset: one
   * generated on first start into DATA_DIR; required with DATABASE_URL in production.
   */
  TWO_FACTOR_KEY: z.string().optional(),
  /** During a rotation, the key being replaced: secrets sealed under it are sealed anew at start. */
  TWO_FACTOR_KEY_PREVIOUS: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  PUBLIC_URL: z.url().optional(),
  /**
   * Other origins the staff area is opened from (comma-separated, e.g. https://www.example.org), besides
   * PUBLIC_URL's: a change from any other page is refused (CSRF), whatever Host the request names.
   */
  ADMIN_ALLOWED_ORIGINS: z
    .string()
    .transform((value, context) => {
      const origins = value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean)
        .map((part) => (URL.canParse(part) ? new URL(part) : null));
      const valid = origins.every((url) => url && /^https?:$/.test(url.protocol) && url.href === `${url.origin}/`);
      if (origins.length === 0 || !valid) {
        context.addIssue({
          code: 'custom',
          message: 'must be origins (https://host[:port], no path), comma-separated',
        });
        return z.NEVER;
      }
      return origins.map((url) => (url as URL).origin);
    })
    .optional(),
  TRUST_PROXY: trustProxy.default(false),
  /** redis://... : the write limits count across every server process (otherwise per process). */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
    .optional(),
  /** /metrics answers a request carrying `Authorization: Bearer <token>` ... */
  METRICS_TOKEN: z.string().min(16, 'use at least 16 characters').optional(),
  /** ... or coming from one of these addresses or networks (comma-separated, e.g. 127.0.0.1,10.0.0.0/8). */
  METRICS_ALLOW: addressList.optional(),
  RATE_LIMIT_WRITES_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  /** Answers not in the cache (renders, queries) one client may cause per second; cached ones are free. */
  CACHE_MISSES_PER_CLIENT_PER_SECOND: z.coerce.number().int().min(1).default(3),
  /** Requests one client may have the site handle per second beyond stored answers; more wait their turn. */
  REQUESTS_PER_CLIENT_PER_SECOND: z.coerce.number().int().min(1).default(100),
  /** Megabytes of rendered answers kept in memory (content/cache-memory.ts splits it); the cache's ceiling. */
  CACHE_MEMORY_MB: z.coerce.number().min(1).max(4096).default(40),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('VEB Group <no-reply@veb-group.co.za>'),
  /**
   * Where a contact message is announced when nobody chosen in Settings is told of it; set, it also replaces
   * a new install's default of telling every owner (docs/decisions/093).
   */
  CONTACT_NOTIFY_TO: z.string().optional(),
  CONTACT_RETENTION_DAYS: z.coerce.number().int().min(1).default(730),
  NEWSLETTER_RATE_PER_MINUTE: z.coerce.number().int().min(1).max(60_000).default(60),
  /** The sitemap protocol's most addresses per file; past it /sitemap.xml is an index (lower only to test). */
  SITEMAP_URLS_PER_FILE: z.coerce.number().int().min(1).max(50_000).default(50_000),
  /** The mail worker and the daily jobs (tests turn them off unless they test them). */
  BACKGROUND_JOBS: booleanFlag.default(true),
  /** The first start of a new, empty database fills it with the demo content (never later, never over content). */
  SEED_DEMO: booleanFlag.default(true),
  /** Development without SMTP_URL: each mail is written here as an .eml file. */
  MAIL_DIR: z.string().min(1).default('.tmp/mail'),
});

export type Config = z.infer<typeof envSchema> & { publicUrl: string };

/** The settings the browser gets (common/src/content-api.ts PublicConfig); previews render with them too. */
export const publicConfigOf = (config: Config): PublicConfig => ({ publicUrl: config.publicUrl });

/** Every variable the server reads (deploy/.env.example lists them all; a test keeps the two equal). */
export const CONFIG_KEYS = Object.keys(envSchema.shape);

export class ConfigError extends Error {}

/**
 * What a valid configuration still gets wrong for a live site, said at start (buildApp logs each): mail
 * links, canonical links and RFC 8058 one-click unsubscribe (which mail providers honour only on https
 * addresses) need an https PUBLIC_URL in production.
 */
export function configWarnings(config: Config): string[] {
  const warnings: string[] = [];
  if (config.NODE_ENV === 'production' && !config.publicUrl.startsWith('https://')) {
    warnings.push(
      `PUBLIC_URL is ${config.publicUrl}, not https: links in e-mails and one-click unsubscribe (RFC 8058) need the site's https address`,
    );
  }
  return warnings;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // Empty strings mean "unset", as most shells and .env files intend.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const data = parsed.data;
  const publicUrl = (data.PUBLIC_URL ?? `http://localhost:${data.PORT}`).replace(/\/$/, '');
  return { ...data, publicUrl };
}
