import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { loadConfig } from '../config.ts';
import { normaliseUserId } from '../customers/customerAccounts.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { runMigrations } from '../db/migrate.ts';
import { customers } from '../db/schema/index.ts';
import { API_KEY_NAME_MAX } from '@courier/domain/schemas/apiKeys';
import { createApiKey } from '../merchantApi/apiKeys.ts';
import { DataDirLockedError } from '../system/dataDirLock.ts';

/**
 * Creates a merchant API key for a customer account and prints it (the only time it is shown):
 *   pnpm --filter @courier/api apikey:create --user acme --name "Shop" [--test]
 */
const { values } = parseArgs({
  options: {
    user: { type: 'string' },
    name: { type: 'string' },
    test: { type: 'boolean', default: false },
  },
});

const name = values.name?.trim() ?? '';
if (!values.user || !name || name.length > API_KEY_NAME_MAX) {
  console.error(
    `Usage: apikey:create --user <user id> --name <1-${API_KEY_NAME_MAX} characters> [--test]`,
  );
  process.exit(2);
}

const config = loadConfig();
let database: Database;
try {
  database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
} catch (err) {
  if (!(err instanceof DataDirLockedError)) throw err;
  console.error(
    `${err.message}\nA running server holds the embedded database: stop it and run this command again, ` +
      'or create the key in the portal (API keys).',
  );
  process.exit(1);
}
try {
  await runMigrations(database);
  const [customer] = await database.db
    .select({ id: customers.id, userId: customers.userId })
    .from(customers)
    .where(eq(customers.userId, normaliseUserId(values.user)));
  if (!customer) {
    console.error(`No customer with the user ID '${values.user}'.`);
    process.exitCode = 1;
  } else {
    const created = await createApiKey(
      database.db,
      customer.id,
      name,
      values.test ? 'test' : 'live',
    );
    console.error(
      `${created.mode} key '${created.name}' (${created.id}) created for '${customer.userId}'. ` +
        'It is shown only now; keep it secret:',
    );
    console.log(created.key);
  }
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
} finally {
  await database.close();
}
