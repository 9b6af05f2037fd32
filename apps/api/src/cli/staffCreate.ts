import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { runMigrations } from '../db/migrate.ts';
import { createStaffUser, type NewStaffUser } from '../admin/staffAccounts.ts';
import { DataDirLockedError } from '../system/dataDirLock.ts';
import { createThroughServer } from './throughServer.ts';

/**
 * Creates a back-office account (the first admin comes from here):
 *   STAFF_PASSWORD=... pnpm --filter @courier/api staff:create --user amal --role admin --name "Amal"
 * The password is read from STAFF_PASSWORD (so it stays out of the shell history) or --password.
 * An admin sets up the authenticator app at the first login (QR code on the login screen).
 */
const { values } = parseArgs({
  options: {
    user: { type: 'string' },
    role: { type: 'string' },
    name: { type: 'string' },
    password: { type: 'string' },
  },
});

const password = process.env.STAFF_PASSWORD || values.password;
const missing = [
  !values.user && '--user',
  !values.role && '--role (admin, operations, customer-service or content-editor)',
  !password && 'password (STAFF_PASSWORD or --password)',
].filter(Boolean);
if (missing.length > 0) {
  console.error(`Missing: ${missing.join(', ')}`);
  process.exit(2);
}

const config = loadConfig();
const input: NewStaffUser = {
  username: values.user!,
  password: password!,
  role: values.role!,
  displayName: values.name,
};
let database: Database;
try {
  database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
} catch (err) {
  if (!(err instanceof DataDirLockedError)) throw err;
  // A running server holds the PGlite folder: the account is created by that server, never by
  // opening its files a second time.
  process.exitCode = await createThroughServer(config.dataDir, err, 'staff', input);
  process.exit();
}
try {
  await runMigrations(database);
  const row = await createStaffUser(database.db, input);
  if (!row) {
    console.error('That user name is already taken.');
    process.exitCode = 1;
  } else {
    console.log(`Staff account '${row.username}' created (${row.role}).`);
  }
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
} finally {
  await database.close();
}
