// `npm run seed:users -- <count> [e-mail prefix] [--password <password>]`: creates sample accounts for trying
// the admin lists and the test-user clean-up on a development or staging database. Never run it in production.
// Every account gets the same password: the one given, or a random one made for this run and printed once
// (a fixed password in the code would open every staging database seeded with it).
import { randomBytes } from 'node:crypto';
import { getConfig } from '../server/config';
import { createServices, closeServices } from '../server/services';

const USAGE =
  'usage: npm run seed:users -- <count 1–10000> [e-mail prefix] [--password <at least 8 characters>]';
const fail = (why: string): never => {
  console.error(`${why}\n${USAGE}`);
  process.exit(2);
};

const args = process.argv.slice(2);
let given: string | undefined;
const positional: string[] = [];
for (let i = 0; i < args.length; i++) {
  const arg = args[i];
  if (arg === '--password') {
    given = args[++i];
    if (given === undefined) fail('--password needs a value');
  } else if (arg.startsWith('--password=')) given = arg.slice('--password='.length);
  else if (arg.startsWith('--')) fail(`unknown option ${arg}`);
  else positional.push(arg);
}
const count = Number(positional[0]);
const prefix = positional[1] ?? 'test+seed-';
if (!Number.isInteger(count) || count < 1 || count > 10_000 || positional.length > 2) fail('wrong arguments');
if (given !== undefined && (given.length < 8 || given.length > 128))
  fail('the password must have 8 to 128 characters');
const password = given ?? randomBytes(12).toString('base64url');

const config = getConfig();
if (config.NODE_ENV === 'production') fail('seed:users refuses to run with NODE_ENV=production');
const services = await createServices(config);
for (let i = 1; i <= count; i++) {
  await services.auth.api.signUpEmail({
    body: { email: `${prefix}${i}@example.com`, password, name: `Korisnik ${i}` },
  });
}
await closeServices(services);
console.log(`${count} accounts ${prefix}1…${prefix}${count}@example.com created.`);
if (given === undefined) console.log(`Password of these accounts (shown only now): ${password}`);
