import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { RATE_LIMIT_ENV } from '../http/rateLimits.ts';

/**
 * Docker cannot run on the CI machine, so the deployment files are held to the code here: every
 * setting the API reads is in compose.yaml, the nginx template's placeholders are the ones the
 * compose file and the cluster test fill, and the image starts the API as `pnpm start:prod`.
 */
const repo = fileURLToPath(new URL('../../../../', import.meta.url));
const read = (path: string) => readFileSync(join(repo, path), 'utf8');

/** Read by tools, tests or CLIs, not by a running server. */
const NOT_SERVER_SETTINGS = new Set([
  'PATH',
  'HOME',
  'TEST_LOG_LEVEL',
  'FUZZ_RUNS',
  'STAFF_PASSWORD',
  'CUSTOMER_PASSWORD',
]);

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === 'cli' || entry.name === 'testing' ? [] : sources(path);
    return /\.ts$/.test(entry.name) && !/\.test(Support)?\.ts$/.test(entry.name) ? [path] : [];
  });
}

/** Every environment variable the API's server code reads. */
function serverSettings(): string[] {
  const names = new Set<string>(Object.values(RATE_LIMIT_ENV));
  for (const file of sources(join(repo, 'apps/api/src'))) {
    for (const match of readFileSync(file, 'utf8').matchAll(/\benv\.([A-Z][A-Z0-9_]+)/g))
      if (!NOT_SERVER_SETTINGS.has(match[1]!)) names.add(match[1]!);
  }
  return [...names].sort();
}

/** The keys of compose.yaml's x-app-env block (two-space indented `NAME:` lines). */
function composeSettings(compose: string): string[] {
  const start = compose.indexOf('\nx-app-env:');
  const block = compose.slice(start, compose.indexOf('\nx-app:', start));
  return [...block.matchAll(/^ {2}([A-Z][A-Z0-9_]+):/gm)].map((m) => m[1]!);
}

describe('deployment files', () => {
  const compose = read('compose.yaml');

  it('compose.yaml gives the app processes every setting the API reads', () => {
    const found = serverSettings();
    expect(found.length).toBeGreaterThan(40);
    const listed = new Set(composeSettings(compose));
    expect(found.filter((name) => !listed.has(name))).toEqual([]);
  });

  it('nginx: compose mounts the template the cluster test renders, with the names it fills', () => {
    const template = 'deploy/nginx/courier.conf.template';
    expect(compose).toContain(`./${template}:/etc/nginx/templates/default.conf.template:ro`);
    expect(read('apps/api/cluster/nginx.ts')).toContain(`'../../../${template}'`);
    const placeholders = new Set(
      [...read(template).matchAll(/\$\{([A-Z0-9_]+)\}/g)].map((m) => m[1]!),
    );
    expect([...placeholders].sort()).toEqual(['COURIER_APP_1', 'COURIER_APP_2', 'COURIER_LISTEN']);
    for (const name of placeholders) expect(compose).toMatch(new RegExp(`^ +${name}: `, 'm'));
  });

  it('the image starts the API as start:prod does, without a build', () => {
    const root = JSON.parse(read('package.json')) as { scripts: Record<string, string> };
    const api = JSON.parse(read('apps/api/package.json')) as { scripts: Record<string, string> };
    expect(root.scripts['start:prod']).toBe('pnpm --filter @courier/api start');
    expect(api.scripts.start).toBe('tsx src/main.ts');
    const dockerfile = read('Dockerfile');
    expect(dockerfile).toContain('CMD ["node", "--import", "tsx", "src/main.ts"]');
    expect(dockerfile).toMatch(/^WORKDIR \/app\/apps\/api$/m);
    expect(dockerfile).toMatch(/^RUN pnpm build$/m);
    expect(dockerfile).toMatch(/^USER node$/m);
  });
});
