import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { buildJsonServerDb } from './buildDb.ts';

const target = fileURLToPath(new URL('../../db.json', import.meta.url));
const db = await buildJsonServerDb();
await writeFile(target, `${JSON.stringify(db, null, 2)}\n`);
console.info(`wrote ${Object.keys(db).length} resources to ${target}`);
