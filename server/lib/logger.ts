import { pino } from 'pino';

// Secrets and passwords never reach the logs: these keys are censored at the top level, one level down and,
// for request-like objects, inside their headers (pino's `*` matches one level, so each depth is listed).
const SECRET_KEYS = [
  'password',
  'newPassword',
  'currentPassword',
  'token',
  'login_token',
  'authorization',
  'cookie',
  'secret',
  'client_secret',
  'apiKey',
  'AUTH_SECRET',
  'card',
];
const redactPaths = [
  ...SECRET_KEYS,
  ...SECRET_KEYS.map((k) => `*.${k}`),
  ...['password', 'newPassword', 'currentPassword', 'token', 'card', 'secret', 'client_secret'].map(
    (k) => `*.*.${k}`,
  ),
  ...['headers', '*.headers'].flatMap((h) => [`${h}.authorization`, `${h}.cookie`, `${h}["set-cookie"]`]),
];

/** Longest string a log line carries: values users send (an e-mail, a form field) can be megabytes. */
export const MAX_LOGGED_STRING = 2_000;

/** The value with long strings cut, deep plain objects and long arrays pruned; other objects as they are. */
function bounded(value: unknown, depth = 0): unknown {
  if (typeof value === 'string')
    return value.length > MAX_LOGGED_STRING
      ? `${value.slice(0, MAX_LOGGED_STRING)}… [${value.length} characters]`
      : value;
  if (value === null || typeof value !== 'object') return value;
  if (depth >= 5) return '[deeper]';
  if (Array.isArray(value)) return value.slice(0, 50).map((v) => bounded(v, depth + 1));
  if (Object.getPrototypeOf(value) !== Object.prototype) return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, bounded(v, depth + 1)]));
}

export function createLogger(level: string, destination?: pino.DestinationStream) {
  return pino(
    {
      level,
      redact: { paths: redactPaths, censor: '[redacted]' },
      base: undefined,
      formatters: { log: (object) => bounded(object) as Record<string, unknown> },
      // Spread: the serialized error has a prototype of its own, which bounded() would leave whole.
      serializers: { err: (error: Error) => bounded({ ...pino.stdSerializers.err(error) }) },
      hooks: {
        logMethod(args, method) {
          // The message itself (objects are bounded by formatters.log).
          method.apply(
            this,
            args.map((a) => (typeof a === 'string' ? bounded(a) : a)) as Parameters<typeof method>,
          );
        },
      },
    },
    destination,
  );
}

export type Logger = pino.Logger;

// Modules log through this instance; main.ts sets its level from the configuration at start.
export const logger = createLogger('info');
