import { Session } from 'node:inspector/promises';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * BENCH_PROFILE=<folder>: a V8 CPU profile of each API run, written there as
 * `<name>.cpuprofile` (open it in Chrome DevTools, or sum it with bench/profileSummary.ts).
 * The load generator runs in the same thread, so its functions (node_modules/autocannon) are in
 * the profile too; the summary shows them apart.
 */
export async function profiled<T>(name: string, work: () => Promise<T>): Promise<T> {
  const folder = process.env.BENCH_PROFILE;
  if (!folder) return work();
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 200 });
  await session.post('Profiler.start');
  try {
    return await work();
  } finally {
    const { profile } = await session.post('Profiler.stop');
    session.disconnect();
    await mkdir(folder, { recursive: true });
    const file = join(folder, `${name.replace(/[^\w.-]+/g, '_')}.cpuprofile`);
    await writeFile(file, JSON.stringify(profile));
    console.log(`profile: ${file}`);
  }
}
