import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { databaseFileStore } from './databaseFileStore.ts';
import { diskFileStore } from './diskFileStore.ts';
import type { FileStore } from './fileStore.ts';
import { s3FileStore, s3LocationFrom } from './s3FileStore.ts';

/**
 * S3_URL wins; otherwise a PostgreSQL server keeps the files in its stored_files table, so API
 * processes share them; embedded PGlite (one process) keeps them under DATA_DIR/files.
 */
export function createFileStore(
  config: Pick<Config, 'databaseUrl' | 'dataDir' | 'files'>,
  db: Db,
): FileStore {
  if (config.files.s3Url)
    return s3FileStore(s3LocationFrom(config.files.s3Url, config.files.s3Region));
  return config.databaseUrl ? databaseFileStore(db) : diskFileStore(config.dataDir);
}
