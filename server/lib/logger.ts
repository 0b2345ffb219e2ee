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

export function createLogger(level: string, destination?: pino.DestinationStream) {
  return pino({ level, redact: { paths: redactPaths, censor: '[redacted]' }, base: undefined }, destination);
}

export type Logger = pino.Logger;

// Modules log through this instance; main.ts sets its level from the configuration at start.
export const logger = createLogger('info');
