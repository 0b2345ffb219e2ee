// `npm run admin:create -- <email>`: makes the account with this e-mail an administrator
// (docs/decisions/035-no-fixed-credentials.md). The account may be created later; admin rights need its
// e-mail to be verified (the output says which).
import { getConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { grantAdmin, grantMessage } from '../server/modules/admin/admins';

const email = process.argv[2];
if (!email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
  console.error('usage: npm run admin:create -- <email>');
  process.exit(2);
}
const config = getConfig();
const db = await openDatabase({ url: config.DATABASE_URL, dataDir: config.dataDir });
await db.migrate();
const outcome = await grantAdmin(db.db, email);
await db.close();
console.log(grantMessage(email, outcome));
