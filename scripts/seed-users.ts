// `npm run seed:users -- <count> [e-mail prefix]`: creates sample accounts (password "tajna123") for trying the
// admin lists and the test-user clean-up on a development or staging database. Never run it in production.
import { getConfig } from '../server/config';
import { createServices, closeServices } from '../server/services';

const count = Number(process.argv[2]);
const prefix = process.argv[3] ?? 'test+seed-';
if (!Number.isInteger(count) || count < 1 || count > 10_000) {
  console.error('usage: npm run seed:users -- <count 1–10000> [e-mail prefix]');
  process.exit(2);
}
const config = getConfig();
if (config.NODE_ENV === 'production') {
  console.error('seed:users refuses to run with NODE_ENV=production');
  process.exit(2);
}
const services = await createServices(config);
for (let i = 1; i <= count; i++) {
  await services.auth.api.signUpEmail({
    body: { email: `${prefix}${i}@example.com`, password: 'tajna123', name: `Korisnik ${i}` },
  });
}
await closeServices(services);
console.log(`${count} accounts ${prefix}1…${prefix}${count}@example.com created.`);
