import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { decideBuild, packageBuildHash, packageInputDirs } from './buildState.ts';

describe('decideBuild', () => {
  const same = { currentHash: 'abc', storedHash: 'abc', outputPresent: true };

  it('starts the last build when its sources are unchanged', () => {
    expect(decideBuild(same)).toEqual({ build: false });
  });

  it('builds when a source changed, when there is no build, or no record of one', () => {
    expect(decideBuild({ ...same, currentHash: 'abd' })).toEqual({
      build: true,
      reason: 'sources changed',
    });
    expect(decideBuild({ ...same, outputPresent: false })).toEqual({
      build: true,
      reason: 'no build yet',
    });
    expect(decideBuild({ ...same, storedHash: undefined })).toMatchObject({ build: true });
    expect(decideBuild({ ...same, force: true })).toMatchObject({ build: true });
  });
});

describe('packageBuildHash', () => {
  let root: string;
  const write = (path: string, text: string) => {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), text);
  };

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'build-state-'));
    write('package.json', '{"name":"root"}');
    write('pnpm-lock.yaml', 'lockfileVersion: 9\n');
    write(
      'apps/site/package.json',
      JSON.stringify({ name: 'site', dependencies: { ui: 'workspace:*', react: '^19' } }),
    );
    write('apps/site/src/main.ts', 'main');
    write('packages/ui/package.json', JSON.stringify({ name: 'ui' }));
    write('packages/ui/src/Button.tsx', 'button');
    write('packages/other/package.json', JSON.stringify({ name: 'other' }));
    write('packages/other/src/x.ts', 'x');
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  const hash = () => packageBuildHash(root, join(root, 'apps/site'));

  it('covers the package and the workspace packages it depends on', () => {
    expect(packageInputDirs(root, join(root, 'apps/site'))).toEqual([
      join(root, 'apps/site'),
      join(root, 'packages/ui'),
    ]);
  });

  it('changes with a source of the package, of a dependency, or the lockfile', () => {
    const before = hash();
    expect(hash()).toBe(before);
    write('packages/ui/src/Button.tsx', 'button 2');
    const afterUi = hash();
    expect(afterUi).not.toBe(before);
    write('apps/site/src/main.ts', 'main 2');
    const afterSite = hash();
    expect(afterSite).not.toBe(afterUi);
    write('pnpm-lock.yaml', 'lockfileVersion: 9\n# changed\n');
    expect(hash()).not.toBe(afterSite);
  });

  it('ignores what a build writes and packages the build does not read', () => {
    const before = hash();
    write('apps/site/dist/index.html', 'built');
    write('apps/site/node_modules/.vite/deps.json', '{}');
    write('packages/other/src/x.ts', 'x 2');
    expect(hash()).toBe(before);
  });
});

describe('the API server build of this repository', () => {
  it('reads apps/api and the workspace packages it bundles, not the site or the back office', () => {
    const repo = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
    const dirs = packageInputDirs(repo, join(repo, 'apps/api')).map((dir) => relative(repo, dir));
    expect(dirs).toEqual([
      'apps/api',
      'packages/api-client',
      'packages/demo-data',
      'packages/domain',
    ]);
  });
});
