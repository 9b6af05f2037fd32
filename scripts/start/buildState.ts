import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * Whether a package's production build still matches its sources. `pnpm start` hashes what a
 * build reads (the package, the workspace packages it depends on, the lockfile and the root
 * settings) and keeps the hash beside the build: an unchanged hash starts the last build
 * instead of building again.
 */

/** Folders that a build writes or that never feed it. */
const SKIPPED_DIRS = new Set([
  'node_modules',
  'dist',
  'build',
  '.vite',
  'coverage',
  'test-results',
  'playwright-report',
  'storybook-static',
  'data',
  '__screenshots__',
]);

/** Files of the repository root that every build reads. */
const ROOT_INPUTS = [
  'package.json',
  'pnpm-lock.yaml',
  'pnpm-workspace.yaml',
  'tsconfig.base.json',
  'patches',
];

interface PackageJson {
  name?: string;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}

function readPackageJson(dir: string): PackageJson {
  return JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as PackageJson;
}

/** name -> folder of every workspace package under apps/ and packages/. */
function workspacePackages(root: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const group of ['apps', 'packages']) {
    const groupDir = join(root, group);
    if (!existsSync(groupDir)) continue;
    for (const entry of readdirSync(groupDir, { withFileTypes: true })) {
      const dir = join(groupDir, entry.name);
      if (!entry.isDirectory() || !existsSync(join(dir, 'package.json'))) continue;
      const name = readPackageJson(dir).name;
      if (name) found.set(name, dir);
    }
  }
  return found;
}

/** The package's folder and those of the workspace packages it depends on, transitively. */
export function packageInputDirs(root: string, packageDir: string): string[] {
  const packages = workspacePackages(root);
  const dirs = new Set<string>();
  const visit = (dir: string) => {
    if (dirs.has(dir)) return;
    dirs.add(dir);
    const pkg = readPackageJson(dir);
    for (const [name, version] of Object.entries({ ...pkg.dependencies, ...pkg.devDependencies })) {
      const depDir = packages.get(name);
      if (version.startsWith('workspace:') && depDir) visit(depDir);
    }
  };
  visit(packageDir);
  return [...dirs].sort();
}

function listFiles(path: string, out: string[]): void {
  if (!existsSync(path)) return;
  const entries = readdirSync(path, { withFileTypes: true });
  for (const entry of entries) {
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name) && !entry.name.startsWith('dist-')) {
        listFiles(join(path, entry.name), out);
      }
    } else if (entry.isFile() && !entry.name.endsWith('.log')) {
      out.push(join(path, entry.name));
    }
  }
}

/** One hash of every input file's path (relative to root) and content. */
function hashInputs(root: string, inputs: readonly string[]): string {
  const files: string[] = [];
  for (const input of inputs) {
    const path = join(root, input);
    if (!existsSync(path)) continue;
    if (statSync(path).isDirectory()) listFiles(path, files);
    else files.push(path);
  }
  const hash = createHash('sha256');
  for (const file of [...new Set(files)].sort()) {
    hash.update(relative(root, file).split('\\').join('/'));
    hash.update('\0');
    hash.update(readFileSync(file));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** The hash of everything the build of the package in packageDir reads. */
export function packageBuildHash(root: string, packageDir: string): string {
  const dirs = packageInputDirs(root, packageDir).map((dir) => relative(root, dir));
  return hashInputs(root, [...ROOT_INPUTS, ...dirs]);
}

export type BuildDecision = { build: false } | { build: true; reason: string };

/** The pure part: build again unless the last build exists and was made from the same inputs. */
export function decideBuild(state: {
  currentHash: string;
  storedHash: string | undefined;
  outputPresent: boolean;
  force?: boolean;
}): BuildDecision {
  if (state.force) return { build: true, reason: 'rebuild asked for' };
  if (!state.outputPresent) return { build: true, reason: 'no build yet' };
  if (state.storedHash === undefined) return { build: true, reason: 'build of unknown sources' };
  if (state.storedHash !== state.currentHash) return { build: true, reason: 'sources changed' };
  return { build: false };
}
