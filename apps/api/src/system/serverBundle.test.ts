import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { trackedShipments } from '@courier/demo-data/shipments';
import { bundleServer } from '../../scripts/bundle.ts';
import { API_DIR, serverEnv } from '../testing/serverProcess.ts';
import { TEST_SECRETS } from '../testing/testApp.ts';
import { signLabelToken } from '../tokens/labelToken.ts';

/**
 * `pnpm start` runs the server's bundle (scripts/bundle.ts) with plain node. The bundle goes to
 * a folder of its own under dist/, one level deeper than dist/main.js, so the file-relative paths
 * are checked at a depth the code was not written for.
 */
const outDir = join(API_DIR, 'dist', `bundle-test-${process.pid}`);
const outfile = join(outDir, 'main.js');
const dataDirs: string[] = [];

afterAll(async () => {
  await rm(outDir, { recursive: true, force: true });
  for (const dir of dataDirs) await rm(dir, { recursive: true, force: true });
});

describe('the server bundle', () => {
  it('points every import.meta.url at its own source file', async () => {
    await bundleServer(outfile);
    const code = readFileSync(outfile, 'utf8');
    const sources = [...code.matchAll(/new URL\("([^"]+)", import\.meta\.url\)/g)].map((match) =>
      fileURLToPath(new URL(match[1]!, pathToFileURL(outfile))),
    );
    expect(sources.map((file) => file.slice(API_DIR.length))).toEqual(
      expect.arrayContaining(['src/db/migrate.ts', 'src/config.ts', 'src/admin/adminConfig.ts']),
    );
    for (const file of sources) expect(existsSync(file), file).toBe(true);
    // Seeding alone reads country-state-city (8 MB): a start on a seeded database skips it.
    expect(code).not.toMatch(/^import .* from "country-state-city";$/m);
  }, 120_000);

  it('starts on a fresh DATA_DIR with plain node: migrations, seeds, answers', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'courier-bundle-'));
    dataDirs.push(dataDir);
    const child = spawn(process.execPath, [outfile], {
      cwd: API_DIR,
      env: serverEnv({ DATA_DIR: dataDir }),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const url = await new Promise<string>((resolve, reject) => {
      const look = (chunk: Buffer) => {
        output += chunk.toString();
        const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
        if (match) resolve(match[1]!);
      };
      child.stdout.on('data', look);
      child.stderr.on('data', look);
      child.on('exit', (code) => reject(new Error(`exited ${code}:\n${output}`)));
    });
    try {
      expect((await fetch(`${url}/healthz`)).status).toBe(200);
      const countries = await fetch(`${url}/api/website/country_list`);
      expect(countries.status, await countries.clone().text()).toBe(200);
      expect(JSON.stringify(await countries.json())).toContain('Kuwait');
      // bwip-js, an external package, draws the label link's barcode.
      const token = signLabelToken(trackedShipments[0]!.awb, TEST_SECRETS.LABEL_TOKEN_SECRET);
      const barcode = await fetch(`${url}/api/website/label/${token}.png`);
      expect(barcode.status, await barcode.clone().text()).toBe(200);
      expect(barcode.headers.get('content-type')).toBe('image/png');
    } finally {
      const exited = new Promise((resolve) => child.on('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
  }, 300_000);
});
