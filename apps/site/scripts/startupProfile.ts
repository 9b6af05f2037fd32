/**
 * `pnpm --filter @courier/site profile:startup --site=dist-prof [--routes=/book-shipment]
 * [--runs=3] [--top=30]`: where a page's start spends the main thread, the question
 * `bench:startup` and Lighthouse's blocking time do not answer.
 *
 * Loads each route (mobile viewport, devtools' 4x CPU throttling, as bench:startup) with the
 * V8 sampling profiler on, from navigation to 3 s after `load`, and prints the self time of the
 * samples by original source file and by package, mapped through the build's source maps. Build
 * the site to audit with maps first (a separate folder, so apps/site/dist stays as shipped):
 *
 *     pnpm exec vite build --sourcemap --outDir dist-prof
 *     pnpm exec vite build --ssr src/entry-server.tsx --outDir dist-prof/server
 *
 * The numbers are milliseconds per load at the throttled speed (what a mid-range phone spends),
 * averaged over the runs; the long tasks of each load are listed too, each with its largest
 * parts. Self time: the function that was running, not its callers, so a library's cost is the
 * sum of its files. PROFILE_FUNCTIONS=1 names the function beside its file (minified names
 * unless the build was made with `--minify false`).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js';
import { recordLongTasks } from './longTasks.ts';
import { startProduct } from './productServer.ts';
import { printTextTable } from './textTable.ts';

const args = process.argv.slice(2);
const option = (name: string) =>
  args.find((a) => a.startsWith(`--${name}=`))?.slice(`--${name}=`.length);

const CHROME = process.env.CHROME_PATH || '/usr/bin/chromium';
const QUIET_AFTER_LOAD_MS = 3000;

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** Original source of a position in a built file, through its .map beside it. */
function sourceMapper(siteDir: string) {
  const consumers = new Map<string, SourceMapConsumer | null>();
  return (url: string, line: number, column: number): string | undefined => {
    const path = new URL(url).pathname;
    if (!consumers.has(path)) {
      const map = join(siteDir, `${path}.map`);
      consumers.set(
        path,
        existsSync(map)
          ? new SourceMapConsumer(JSON.parse(readFileSync(map, 'utf8')) as RawSourceMap)
          : null,
      );
    }
    const consumer = consumers.get(path);
    if (!consumer) return path;
    // The profiler's positions are 0-based; source maps take 1-based lines, 0-based columns.
    return consumer.originalPositionFor({ line: line + 1, column }).source ?? path;
  };
}

/** A package's name (node_modules/<@scope/>name), or the repository folder of our own code. */
function packageOf(source: string): string {
  const modules = source.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const rest = source.slice(modules + 'node_modules/'.length).split('/');
    return rest[0]!.startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]!;
  }
  const own = /(apps\/[^/]+|packages\/[^/]+)\//.exec(source);
  return own ? own[1]! : source;
}

/** One sample: the node that was running, when (ms from the profile's start) and for how long. */
interface Sample {
  node: ProfileNode;
  at: number;
  ms: number;
}

/** The profile's samples with their times, and each node's parent (to walk a sample's stack). */
function samplesOf(profile: Profile): { samples: Sample[]; parentOf: Map<number, ProfileNode> } {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map<number, ProfileNode>();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parentOf.set(child, node);
  let at = 0;
  const samples = profile.samples.map((id, index) => {
    at += (profile.timeDeltas[index] ?? 0) / 1000;
    return { node: byId.get(id)!, at, ms: (profile.timeDeltas[index + 1] ?? 0) / 1000 };
  });
  return { samples, parentOf };
}

/** Adds `ms` to `key`'s total. */
function add(times: Map<string, number>, key: string, ms: number): void {
  times.set(key, (times.get(key) ?? 0) + ms);
}

/** A source as the tables print it: a package's files without the path to node_modules. */
const shortName = (source: string) => source.replace(/^.*node_modules\//, '');

/** Our own source file (src/, apps/, packages/), without the ../ in front, or undefined. */
const ownSource = (source: string) =>
  /^(\.\.\/)*(src|apps|packages)\//.test(source) ? source.replace(/^(\.\.\/)+/, '') : undefined;

/** Self time per key over one profile, milliseconds. */
function selfTimes(samples: readonly Sample[], keyOf: (node: ProfileNode) => string) {
  const times = new Map<string, number>();
  for (const { node, ms } of samples) add(times, keyOf(node), ms);
  return times;
}

/**
 * The long tasks of one load, each with the sources that took most of it. The page's long-task
 * times are on its performance clock, the profile's on its own: the page spins in
 * `profileClockMark` for 3 ms after the load, and the first sample in it ties the two clocks.
 */
function longTaskParts(
  { samples, parentOf }: ReturnType<typeof samplesOf>,
  keyOf: (node: ProfileNode) => string,
  page: { markAt: number; tasks: [number, number][] },
): string[] {
  /** The sample's stack, from the running function out. */
  const stackOf = (node: ProfileNode): ProfileNode[] => {
    const stack = [node];
    for (let up = parentOf.get(node.id); up; up = parentOf.get(up.id)) stack.push(up);
    return stack;
  };
  // The sample may be in what the loop calls (performance.now), below the mark.
  const mark = samples.find((sample) =>
    stackOf(sample.node).some((node) => node.callFrame.functionName === 'profileClockMark'),
  );
  if (!mark) return ['(the clock mark was not sampled)'];
  const offset = mark.at - page.markAt;
  const largest = (times: Map<string, number>) =>
    [...times]
      .sort((x, y) => y[1] - x[1])
      .slice(0, 6)
      .map(([key, ms]) => `${shortName(key)} ${ms.toFixed(0)}`)
      .join(', ');
  return page.tasks.map(([start, duration]) => {
    const self = new Map<string, number>();
    const nearest = new Map<string, number>();
    const outermost = new Map<string, number>();
    for (const { node, at, ms } of samples) {
      const t = at - offset;
      if (t < start || t >= start + duration) continue;
      add(self, keyOf(node), ms);
      // Our own code on the stack: the nearest asked for the work; the outermost, for work at
      // a module's top level, is that module.
      const own = stackOf(node).flatMap((frame) => ownSource(keyOf(frame)) ?? []);
      add(nearest, own[0] ?? '(no own code)', ms);
      add(outermost, own.at(-1) ?? '(no own code)', ms);
    }
    return (
      `${start.toFixed(0)}+${duration.toFixed(0)}\n      self: ${largest(self)}` +
      `\n      nearest own code on the stack: ${largest(nearest)}` +
      `\n      outermost own code on the stack: ${largest(outermost)}`
    );
  });
}

async function main(): Promise<number> {
  const site = option('site');
  if (!site) {
    console.error('usage: profile:startup --site=<site build with source maps> [--routes=/]');
    return 2;
  }
  const siteDir = resolve(process.env.INIT_CWD ?? process.cwd(), site);
  const routes = (option('routes') ?? '/book-shipment').split(',');
  const runs = Math.max(1, Number(option('runs') ?? 3) || 1);
  const top = Math.max(1, Number(option('top') ?? 30) || 30);
  const mapSource = sourceMapper(siteDir);
  const server = await startProduct({ siteDir });
  const browser = await chromium.launch({
    executablePath: CHROME,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    for (const route of routes) {
      await fetch(`${server.base}${route}`); // rendered once: loads read the server's cache
      const byFile = new Map<string, number>();
      const byPackage = new Map<string, number>();
      const stretches: string[][] = [];
      for (let run = 0; run < runs; run++) {
        const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
        const page = await context.newPage();
        await page.addInitScript(recordLongTasks);
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        await cdp.send('Profiler.enable');
        await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
        await cdp.send('Profiler.start');
        await page.goto(`${server.base}${route}`, { waitUntil: 'load' });
        await page.waitForTimeout(QUIET_AFTER_LOAD_MS);
        // Spins in the page for 3 ms: the profiler's samples in `profileClockMark` date the
        // page's clock (see longTaskParts).
        // A string: tsx would wrap a named function in a helper the page does not have.
        const { longTasks, markAt } = (await page.evaluate(`(() => {
          const at = performance.now();
          (function profileClockMark() {
            while (performance.now() < at + 3) {}
          })();
          return { longTasks: window.longTasks, markAt: at };
        })()`)) as { longTasks: [number, number][]; markAt: number };
        const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
        await context.close();
        const sourceOf = (node: ProfileNode) => {
          const { url, lineNumber, columnNumber, functionName } = node.callFrame;
          // V8's own entries are named so already: (idle), (program), (garbage collector).
          if (functionName.startsWith('(')) return functionName;
          if (!url.startsWith('http')) return `(${functionName || 'anonymous'})`;
          const file = mapSource(url, lineNumber, columnNumber) ?? url;
          return process.env.PROFILE_FUNCTIONS ? `${file}:${functionName}` : file;
        };
        const sampled = samplesOf(profile);
        stretches.push(longTaskParts(sampled, sourceOf, { markAt, tasks: longTasks }));
        for (const [file, ms] of selfTimes(sampled.samples, sourceOf)) {
          add(byFile, file, ms / runs);
          add(byPackage, packageOf(file), ms / runs);
        }
      }
      const rows = (times: Map<string, number>) =>
        [...times]
          .filter(([name]) => name !== '(idle)')
          .sort((a, b) => b[1] - a[1])
          .slice(0, top)
          .map(([name, ms]) => [shortName(name), ms.toFixed(1)]);
      console.log(`\n${route}: self time per load, ms at 4x throttling (${runs} loads)`);
      printTextTable(['package', 'ms'], rows(byPackage));
      console.log('');
      printTextTable(['source file', 'ms'], rows(byFile));
      console.log(
        '\nlong tasks per load (start+duration, ms on the page clock) and their largest parts:',
      );
      stretches.forEach((load, index) => {
        console.log(`  load ${index + 1}`);
        for (const line of load) console.log(`    ${line}`);
      });
    }
    return 0;
  } finally {
    await browser.close();
    server.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
