import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { todayInKuwait } from '@courier/domain/kuwaitClock';

/**
 * Starting PGlite from scratch (initdb in WASM) plus migrations and seeding takes 10-20 s on a
 * busy machine; loading a snapshot of an already migrated and seeded database takes ~3 s. The
 * snapshot is named after a hash of everything that shapes it, so any change to migrations,
 * schema or seeds makes a new one.
 */
const apiRoot = fileURLToPath(new URL('../../', import.meta.url));
// The seed reads its tariff, zones and demo content from @courier/demo-data.
const inputs = ['drizzle', 'src/db', 'src/seed', '../../packages/demo-data/src'];

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

export function snapshotPath(): string {
  const hash = createHash('sha256');
  for (const file of inputs.flatMap((d) => filesUnder(join(apiRoot, d))).sort()) {
    if (file.endsWith('.test.ts')) continue;
    hash.update(relative(apiRoot, file)).update(readFileSync(file));
  }
  // The demo customer's shipments are dated back from the day they are seeded: a snapshot of
  // yesterday would show a month that ends yesterday.
  hash.update(todayInKuwait(new Date()));
  return join(tmpdir(), `courier-api-pglite-${hash.digest('hex').slice(0, 16)}.tar.gz`);
}

export async function openSnapshot(): Promise<{ client: PGlite; fromSnapshot: boolean }> {
  const path = snapshotPath();
  if (existsSync(path)) {
    const blob = new Blob([await readFile(path)]);
    return { client: new PGlite({ loadDataDir: blob }), fromSnapshot: true };
  }
  return { client: new PGlite(), fromSnapshot: false };
}

export async function saveSnapshot(client: PGlite): Promise<void> {
  const path = snapshotPath();
  const dump = await client.dumpDataDir('gzip');
  // Written aside and renamed, so a parallel run never reads half a file.
  const partial = `${path}.${process.pid}.partial`;
  await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
  await rename(partial, path);
}
