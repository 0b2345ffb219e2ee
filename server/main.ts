// Process entry. The configuration is read first, while nothing else is loaded; then libraries see
// NODE_ENV=production (unless this is the Vite dev server), because React and others choose their optimised
// builds from it at import time. The operator's own NODE_ENV is already captured in the config.
import { ConfigError, getConfig } from './config';

const dev = process.argv.includes('--dev');
try {
  const config = getConfig();
  // eslint-disable-next-line no-restricted-properties -- tells libraries, after the config has been read
  if (!dev) process.env.NODE_ENV = 'production';
  // Loaded only when asked for, so production never loads msw or the stand-ins.
  if (config.MOCKS) (await import('../tests/mocks/dev')).startDevMocks(config);
  const { serveApp } = await import('./serve');
  await serveApp(config, dev);
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
