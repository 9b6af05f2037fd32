import { rmSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The monorepo root, whatever folder the run starts from. */
export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');

/** out/ at the repo root is git-ignored; CI keeps it as an artifact. */
export const screenshotDir = process.env.E2E_SCREENSHOT_DIR ?? resolve(repoRoot, 'out/screenshots');

/**
 * Empties the screenshot folder before a whole run (scripts/e2e.ts), before either language's
 * journeys start: cleared from inside one language's run it also took the other's shots, which
 * run at the same time.
 */
export function clearScreenshots(): void {
  if (!process.env.E2E_SCREENSHOT_DIR) rmSync(screenshotDir, { recursive: true, force: true });
}
