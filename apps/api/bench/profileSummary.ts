/**
 * tsx bench/profileSummary.ts <file.cpuprofile> [top=30] — self time of a V8 CPU profile summed
 * by function (name, file, line) and by package or source folder, the largest first.
 */
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
}

const [file, topArg] = process.argv.slice(2);
if (!file) throw new Error('usage: profileSummary.ts <file.cpuprofile> [top]');
const top = Number(topArg || 30);
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((n) => [n.id, n]));

// Time per sample: the delta to the next sample (V8's own way of attributing it).
const selfUs = new Map<number, number>();
for (let i = 0; i < profile.samples.length; i += 1) {
  const delta = profile.timeDeltas[i + 1] ?? 0;
  const id = profile.samples[i]!;
  selfUs.set(id, (selfUs.get(id) ?? 0) + delta);
}
const total = [...selfUs.values()].reduce((a, b) => a + b, 0);

/** node_modules/<pkg> (or @scope/pkg), src/<folder>, node:internal, or (program) etc. */
function groupOf(url: string, name: string): string {
  if (!url) return `(${name || 'native'})`;
  const pkg = /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1]!;
  if (url.startsWith('node:')) return 'node:' + (url.split('/')[1] ?? url);
  const src = /\/(apps|packages)\/([^/]+)\/(?:src\/)?([^/]+)/.exec(url);
  if (src) return `${src[2]}/${src[3]}`;
  return url;
}

const byFunction = new Map<string, number>();
const byGroup = new Map<string, number>();
for (const [id, us] of selfUs) {
  const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
  const where = url
    ? `${url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*\/work\/main\//, '')}:${lineNumber + 1}`
    : '';
  const key = `${functionName || '(anonymous)'} ${where}`;
  byFunction.set(key, (byFunction.get(key) ?? 0) + us);
  const group = groupOf(url, functionName);
  byGroup.set(group, (byGroup.get(group) ?? 0) + us);
}

const print = (title: string, map: Map<string, number>) => {
  console.log(`\n${title} (of ${(total / 1000).toFixed(0)} ms sampled)`);
  for (const [key, us] of [...map].sort((a, b) => b[1] - a[1]).slice(0, top))
    console.log(
      `${((us / total) * 100).toFixed(1).padStart(5)} %  ${(us / 1000).toFixed(0).padStart(6)} ms  ${key}`,
    );
};
print('self time by package or folder', byGroup);
print('self time by function', byFunction);

// PROFILE_CALLERS=<regex>: where the self time of the functions whose name or file matches
// comes from (the three frames above each, summed).
const callers = process.env.PROFILE_CALLERS;
if (callers) {
  const parentOf = new Map<number, number>();
  for (const node of profile.nodes as (ProfileNode & { children?: number[] })[])
    for (const child of node.children ?? []) parentOf.set(child, node.id);
  const pattern = new RegExp(callers);
  const frame = (id: number) => {
    const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
    return `${functionName || '(anonymous)'}@${url.replace(/^.*node_modules\//, '').replace(/^.*\/work\/main\//, '')}:${lineNumber + 1}`;
  };
  const chains = new Map<string, number>();
  for (const [id, us] of selfUs) {
    const { functionName, url } = byId.get(id)!.callFrame;
    if (!pattern.test(`${functionName} ${url}`)) continue;
    const chain: string[] = [];
    for (let p = parentOf.get(id), n = 0; p !== undefined && n < 3; p = parentOf.get(p), n += 1)
      chain.push(frame(p));
    const key = `${frame(id)} <- ${chain.join(' <- ')}`;
    chains.set(key, (chains.get(key) ?? 0) + us);
  }
  print(`callers of /${callers}/`, chains);
}

// PROFILE_INCLUSIVE=<regex>[,<regex>...]: the time of the samples with a matching frame anywhere
// on their stack (e.g. all of Fastify's request path, or all of the load generator's).
const inclusive = process.env.PROFILE_INCLUSIVE;
if (inclusive) {
  const parentOf = new Map<number, number>();
  for (const node of profile.nodes as (ProfileNode & { children?: number[] })[])
    for (const child of node.children ?? []) parentOf.set(child, node.id);
  console.log(`\ninclusive time (of ${(total / 1000).toFixed(0)} ms sampled)`);
  for (const source of inclusive.split(',')) {
    const pattern = new RegExp(source);
    let us = 0;
    for (const [id, self] of selfUs) {
      for (let p: number | undefined = id; p !== undefined; p = parentOf.get(p)) {
        const { functionName, url } = byId.get(p)!.callFrame;
        if (pattern.test(`${functionName} ${url}`)) {
          us += self;
          break;
        }
      }
    }
    console.log(
      `${((us / total) * 100).toFixed(1).padStart(5)} %  ${(us / 1000).toFixed(0).padStart(6)} ms  /${source}/`,
    );
  }
}
