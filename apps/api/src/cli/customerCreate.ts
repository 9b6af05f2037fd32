import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { runMigrations } from '../db/migrate.ts';
import { createCustomer, type NewCustomer } from '../customers/customerAccounts.ts';
import { DataDirLockedError } from '../system/dataDirLock.ts';
import { createThroughServer } from './throughServer.ts';

/**
 * Creates a customer portal account:
 *   pnpm --filter @courier/api customer:create --user acme --company "Acme WLL" --contact "Amal" \
 *     --city "Kuwait City" --phone +96522223333 --email amal@acme.example --account KWI-100300
 * The password is read from CUSTOMER_PASSWORD (so it stays out of the shell history) or --password.
 */
const { values } = parseArgs({
  options: {
    user: { type: 'string' },
    password: { type: 'string' },
    company: { type: 'string' },
    contact: { type: 'string' },
    city: { type: 'string' },
    phone: { type: 'string' },
    email: { type: 'string' },
    address1: { type: 'string' },
    address2: { type: 'string' },
    area: { type: 'string' },
    account: { type: 'string' },
  },
});

const password = process.env.CUSTOMER_PASSWORD || values.password;
const required = {
  user: values.user,
  password,
  company: values.company,
  contact: values.contact,
  city: values.city,
  phone: values.phone,
  email: values.email,
  account: values.account,
};
const missing = Object.entries(required)
  .filter(([, v]) => !v)
  .map(([k]) => (k === 'password' ? 'password (CUSTOMER_PASSWORD or --password)' : `--${k}`));
if (missing.length > 0) {
  console.error(`Missing: ${missing.join(', ')}`);
  process.exit(2);
}

const config = loadConfig();
const input: NewCustomer = {
  userId: values.user!,
  password: password!,
  companyName: values.company!,
  contactPerson: values.contact!,
  city: values.city!,
  phone: values.phone!,
  email: values.email!,
  address1: values.address1,
  address2: values.address2,
  locationArea: values.area,
  accountNo: values.account!,
};

let database: Database;
try {
  database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
} catch (err) {
  if (!(err instanceof DataDirLockedError)) throw err;
  // A running server holds the PGlite folder: the account is created by that server, never by
  // opening its files a second time.
  process.exitCode = await createThroughServer(config.dataDir, err, 'customers', input);
  process.exit();
}
try {
  await runMigrations(database);
  const row = await createCustomer(database.db, input);
  if (!row) {
    console.error('That user ID or account number is already taken.');
    process.exitCode = 1;
  } else {
    console.log(`Customer '${row.userId}' created (account ${row.accountNo}).`);
  }
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
} finally {
  await database.close();
}
