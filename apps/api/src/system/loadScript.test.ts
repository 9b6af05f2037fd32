import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const apiDir = fileURLToPath(new URL('../..', import.meta.url));

/**
 * A few seconds of `pnpm --filter @courier/api load` (bench/load.ts): the script starts the API
 * on a database of its own, drives every class of traffic, and checks its own books. Timing
 * goals are not judged here (the machine is shared); only that nothing failed or was lost.
 * Needs a PostgreSQL server, so it runs in the database stage (DATABASE_URL set).
 */
describe.skipIf(!process.env.DATABASE_URL)('load script smoke run', () => {
  it('drives every class for a few seconds, nothing failed, every booking stored once', async () => {
    const { code, output } = await new Promise<{ code: number; output: string }>((resolve) => {
      execFile(
        'pnpm',
        ['exec', 'tsx', 'bench/load.ts'],
        {
          cwd: apiDir,
          env: {
            ...process.env,
            LOAD_SECONDS: '3',
            LOAD_CONNECTIONS: '8',
            LOAD_SHIPMENTS: '200',
          },
          timeout: 110_000,
        },
        (err, stdout, stderr) =>
          resolve({
            code: err ? ((err as { code?: number }).code ?? 1) : 0,
            output: stdout + stderr,
          }),
      );
    });
    expect(output).toContain('nothing failed, nothing lost');
    expect(code).toBe(0);
    for (const name of ['tracking', 'rates', 'content', 'bookings'])
      expect(output).toMatch(new RegExp(`^\\| ${name} \\| \\d+ \\| [1-9]\\d* \\|`, 'm'));
    const accepted = Number(/bookings: (\d+) accepted, 0 lost or duplicated/.exec(output)?.[1]);
    expect(accepted).toBeGreaterThan(0);
    expect(output).toMatch(/load average \(1, 5, 15 min\): before [\d.]+/);
  }, 120_000);
});
