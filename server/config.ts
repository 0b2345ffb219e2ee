import { z } from 'zod';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

// The only reader of process.env. Every variable is documented in README.md ("Configuration").
const optionalUrl = z.string().url().optional();
const emptyToUndefined = (v: unknown) => (v === '' ? undefined : v);

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalUrl,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  TRUST_PROXY: z.stringbool().default(false),

  OCR_PROVIDER: z.enum(['tesseract', 'openai']).default('tesseract'),
  OCR_WORKERS: z.coerce.number().int().min(1).max(16).optional(),
  AI_PROVIDER: z.enum(['templates', 'openai']).default('templates'),
  RESEARCH_PROVIDER: z.enum(['local', 'perplexity']).default('local'),
  /** Who structures a ticket's text the local reader is unsure of: nobody else (local), or an OpenAI-compatible model. */
  TICKET_STRUCTURER: z.enum(['local', 'openai']).default('local'),
  ODDS_PROVIDER: z.enum(['demo', 'the-odds-api']).default('demo'),
  PAYMENTS_PROVIDER: z.enum(['local', 'stripe']).default('local'),
  /** Lets a production build take the local test processor's cards (a staging server). */
  ALLOW_TEST_PAYMENTS: z.stringbool().default(false),
  // Development only: tests/mocks answers for Stripe, OpenAI, The Odds API and the results sources, so their
  // real adapters can be tried with made-up keys and no network.
  MOCKS: z.stringbool().default(false),
  /** Bearer token that reads /metrics; without one, production answers it with 404. */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  EMAIL_PROVIDER: z.enum(['outbox', 'smtp']).default('outbox'),
  STORAGE_PROVIDER: z.enum(['local', 's3']).default('local'),
  JOB_QUEUE: z.enum(['inline', 'pg-boss']).default('inline'),
  /** With JOB_QUEUE=pg-boss: whether this process also analyses photos (false: it only queues them). */
  JOB_WORKER: z.stringbool().default(true),

  OPENAI_API_KEY: z.string().optional(),
  OPENAI_BASE_URL: z.string().url().default('https://api.openai.com/v1'),
  OPENAI_MODEL: z.string().default('gpt-4o-mini'),
  OPENAI_VISION_MODEL: z.string().default('gpt-4o-mini'),
  PERPLEXITY_API_KEY: z.string().optional(),
  PERPLEXITY_BASE_URL: z.string().url().default('https://api.perplexity.ai'),
  PERPLEXITY_MODEL: z.string().default('sonar'),
  ODDS_API_KEY: z.string().optional(),
  ODDS_API_BASE_URL: z.string().url().default('https://api.the-odds-api.com'),
  /** Keyless open-data results (openfootball/football.json, CC0) for a server with internet access; on by default. */
  RESULTS_OPEN_DATA: z.stringbool().default(true),
  OPENFOOTBALL_BASE_URL: z
    .string()
    .url()
    .default('https://raw.githubusercontent.com/openfootball/football.json/master'),
  /** football-data.co.uk season files to take results from (comma-separated; `{season}` becomes e.g. 2627). */
  RESULTS_CSV_URLS: z.string().optional(),
  FOOTBALL_DATA_ORG_KEY: z.string().optional(),
  FOOTBALL_DATA_ORG_BASE_URL: z.string().url().default('https://api.football-data.org'),
  /** API-Football (API-Sports v3): results of the Balkan leagues and the rest (x-apisports-key). */
  API_SPORTS_KEY: z.string().optional(),
  API_SPORTS_BASE_URL: z.string().url().default('https://v3.football.api-sports.io'),
  /** API-Basketball (API-Sports v1, the same key): ABA League, EuroLeague and NBA results settle basketball legs. */
  API_BASKETBALL_BASE_URL: z.string().url().default('https://v1.basketball.api-sports.io'),
  /** Replaces the basketball competitions asked: "id:Name" pairs, comma-separated (ids from the API's /leagues). */
  API_BASKETBALL_LEAGUES: z.string().optional(),
  /** API-Tennis (api-tennis.com, a key of its own): ATP, WTA, Challenger and ITF results settle tennis legs. */
  API_TENNIS_KEY: z.string().optional(),
  API_TENNIS_BASE_URL: z.string().url().default('https://api.api-tennis.com'),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default('Tiket AI <no-reply@tiket-ai.local>'),
  S3_ENDPOINT: optionalUrl,
  S3_REGION: z.string().default('us-east-1'),
  S3_BUCKET: z.string().default('documents'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),

  ADMIN_EMAIL: z.string().email().optional(),
  TEST_USER_EMAIL_PREFIX: z.string().min(3).default('test+'),
  ANALYTICS_GA_ID: z.string().optional(),
  ANALYTICS_META_PIXEL_ID: z.string().optional(),
});

// Variables that become required by another variable's value. Checked on the raw environment so that they are
// listed together with the schema's own errors, not only once everything else is valid.
const requirements: [when: (env: Record<string, unknown>) => boolean, key: string, why: string][] = [
  [(e) => e.OCR_PROVIDER === 'openai', 'OPENAI_API_KEY', 'OCR_PROVIDER=openai'],
  [(e) => e.AI_PROVIDER === 'openai', 'OPENAI_API_KEY', 'AI_PROVIDER=openai'],
  [(e) => e.TICKET_STRUCTURER === 'openai', 'OPENAI_API_KEY', 'TICKET_STRUCTURER=openai'],
  [(e) => e.RESEARCH_PROVIDER === 'perplexity', 'PERPLEXITY_API_KEY', 'RESEARCH_PROVIDER=perplexity'],
  [(e) => e.ODDS_PROVIDER === 'the-odds-api', 'ODDS_API_KEY', 'ODDS_PROVIDER=the-odds-api'],
  [(e) => e.PAYMENTS_PROVIDER === 'stripe', 'STRIPE_SECRET_KEY', 'PAYMENTS_PROVIDER=stripe'],
  [(e) => e.PAYMENTS_PROVIDER === 'stripe', 'STRIPE_PUBLISHABLE_KEY', 'PAYMENTS_PROVIDER=stripe'],
  [(e) => e.PAYMENTS_PROVIDER === 'stripe', 'STRIPE_WEBHOOK_SECRET', 'PAYMENTS_PROVIDER=stripe'],
  [(e) => e.EMAIL_PROVIDER === 'smtp', 'SMTP_URL', 'EMAIL_PROVIDER=smtp'],
  [(e) => e.STORAGE_PROVIDER === 's3', 'S3_ENDPOINT', 'STORAGE_PROVIDER=s3'],
  [(e) => e.STORAGE_PROVIDER === 's3', 'S3_ACCESS_KEY_ID', 'STORAGE_PROVIDER=s3'],
  [(e) => e.STORAGE_PROVIDER === 's3', 'S3_SECRET_ACCESS_KEY', 'STORAGE_PROVIDER=s3'],
  [(e) => e.NODE_ENV === 'production', 'AUTH_SECRET', 'NODE_ENV=production'],
  [(e) => e.JOB_QUEUE === 'pg-boss', 'DATABASE_URL', 'JOB_QUEUE=pg-boss'],
];

export type Config = z.infer<typeof schema> & { AUTH_SECRET: string; dataDir: string; PUBLIC_URL: string };

export class ConfigError extends Error {}

/** Parses an environment into a Config, listing every problem at once in a readable form. */
export function parseConfig(env: Record<string, string | undefined>): Config {
  const cleaned = Object.fromEntries(Object.entries(env).map(([k, v]) => [k, emptyToUndefined(v)]));
  const result = schema.safeParse(cleaned);
  const lines = result.success
    ? []
    : result.error.issues.map((i) => `  - ${i.path.join('.') || '(root)'}: ${i.message}`);
  for (const [when, key, why] of requirements) {
    if (when(cleaned) && !cleaned[key]) lines.push(`  - ${key}: is required when ${why}`);
  }
  if (
    cleaned.NODE_ENV === 'production' &&
    (cleaned.PAYMENTS_PROVIDER ?? 'local') === 'local' &&
    !(result.success && result.data.ALLOW_TEST_PAYMENTS)
  )
    lines.push(
      '  - PAYMENTS_PROVIDER: the local test processor lets anyone pay with the test card 4242 4242 4242 4242; ' +
        'set PAYMENTS_PROVIDER=stripe, or ALLOW_TEST_PAYMENTS=true on a staging server',
    );
  if (cleaned.NODE_ENV === 'production' && result.success && result.data.MOCKS)
    lines.push(
      '  - MOCKS: the API stand-ins would answer instead of Stripe, OpenAI and The Odds API; never in production',
    );
  if (!result.success || lines.length) throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  const dataDir = path.resolve(result.data.DATA_DIR);
  return {
    ...result.data,
    dataDir,
    // Without an explicit origin the site is wherever it listens locally, so a changed PORT keeps working.
    PUBLIC_URL: (result.data.PUBLIC_URL ?? `http://localhost:${result.data.PORT}`).replace(/\/$/, ''),
    AUTH_SECRET: result.data.AUTH_SECRET ?? localSecret(dataDir),
  };
}

// Outside production a secret is made once and kept in the data folder, so sessions survive restarts
// with zero set-up. Production must configure AUTH_SECRET (checked above).
function localSecret(dataDir: string): string {
  const file = path.join(dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

let cached: Config | undefined;
export function getConfig(): Config {
  cached ??= parseConfig(process.env);
  return cached;
}

/** Which vendor serves each capability: logged at start and shown in the admin API hub. */
export function providerChoices(config: Config) {
  return {
    database: config.DATABASE_URL ? 'postgresql' : 'pglite',
    ocr: config.OCR_PROVIDER,
    ai: config.AI_PROVIDER,
    research: config.RESEARCH_PROVIDER,
    ticketStructurer: config.TICKET_STRUCTURER,
    odds: config.ODDS_PROVIDER,
    payments: config.PAYMENTS_PROVIDER,
    email: config.EMAIL_PROVIDER,
    storage: config.STORAGE_PROVIDER,
    jobs: config.JOB_QUEUE,
  };
}
