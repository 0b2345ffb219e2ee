import { pino } from 'pino';

// Secrets and passwords never reach the logs: any of these keys, at any depth pino redacts, is censored.
const redactPaths = [
  'password',
  'newPassword',
  'currentPassword',
  '*.password',
  '*.newPassword',
  'token',
  '*.token',
  'authorization',
  'cookie',
  '*.authorization',
  '*.cookie',
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.apiKey',
  '*.secret',
];

export function createLogger(level: string, destination?: pino.DestinationStream) {
  return pino({ level, redact: { paths: redactPaths, censor: '[redacted]' }, base: undefined }, destination);
}

export type Logger = pino.Logger;

// Modules log through this instance; main.ts sets its level from the configuration at start.
export const logger = createLogger('info');
