import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { runMigrations } from '../db/migrate.ts';
import { createCustomer } from '../customers/customerAccounts.ts';

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
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await runMigrations(database);
  const row = await createCustomer(database.db, {
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
  });
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
