import { lookup } from 'node:dns/promises';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { webhookMessages, WEBHOOK_URL_MAX } from '@courier/domain/schemas/webhooks';

/** Addresses a webhook must never reach: private, shared, loopback, link-local, reserved. */
const NOT_PUBLIC = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  NOT_PUBLIC.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const)
  NOT_PUBLIC.addSubnet(net, prefix, 'ipv6');

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

/** An IPv4 address written as IPv6 (::ffff:10.0.0.1) is judged as the IPv4 address. */
function unmapped(address: string): { address: string; type: 'ipv4' | 'ipv6' } {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return { address: mapped[1]!, type: 'ipv4' };
  return { address, type: isIP(address) === 6 ? 'ipv6' : 'ipv4' };
}

const isLoopbackAddress = (raw: string) => {
  const { address, type } = unmapped(raw);
  return LOOPBACK.check(address, type);
};

/** May a delivery connect to this address: public, or loopback when tests allow it. */
export function isAllowedAddress(raw: string, allowLoopback: boolean): boolean {
  const { address, type } = unmapped(raw);
  if (!isIP(address)) return false;
  if (allowLoopback && LOOPBACK.check(address, type)) return true;
  if (type === 'ipv6' && /^::ffff:/i.test(address)) return false;
  return !NOT_PUBLIC.check(address, type);
}

export type Resolver = (host: string) => Promise<string[]>;

const systemResolver: Resolver = async (host) =>
  (await lookup(host, { all: true, verbatim: true })).map((a) => a.address);

/** URL hosts are bracketed for IPv6 ([::1]); the resolver and isIP want them bare. */
const bareHost = (hostname: string) => hostname.replace(/^\[(.*)\]$/, '$1');

/**
 * Checks a webhook URL before it is stored: https only (plain http only to loopback when
 * allowed), no credentials, and every address its host resolves to public. Deliveries check the
 * address again as they connect (safeLookup), so a name re-pointed later at 10.0.0.1 is refused.
 */
export async function urlProblem(
  raw: string,
  allowLoopback: boolean,
  resolve: Resolver = systemResolver,
): Promise<string | undefined> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return webhookMessages.urlInvalid;
  }
  if (raw.length > WEBHOOK_URL_MAX || !url.hostname) return webhookMessages.urlInvalid;
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return webhookMessages.httpsOnly;
  if (url.username || url.password) return webhookMessages.credentials;
  const host = bareHost(url.hostname);
  let addresses: string[];
  if (isIP(host)) addresses = [host];
  else {
    try {
      addresses = await resolve(host);
    } catch {
      return webhookMessages.unresolvable;
    }
    if (addresses.length === 0) return webhookMessages.unresolvable;
  }
  if (!addresses.every((a) => isAllowedAddress(a, allowLoopback)))
    return webhookMessages.privateAddress;
  const loopback = addresses.every(isLoopbackAddress);
  if (url.protocol === 'http:' && !(allowLoopback && loopback)) return webhookMessages.httpsOnly;
  return undefined;
}

/**
 * The `lookup` of a delivery's request: resolves as usual, then refuses the connection when any
 * address is not allowed, so what is checked is what is connected to (no DNS re-pointing).
 */
export function safeLookup(
  allowLoopback: boolean,
  resolve: Resolver = systemResolver,
): LookupFunction {
  return (hostname, options, callback) => {
    const host = bareHost(hostname);
    const found = isIP(host) ? Promise.resolve([host]) : resolve(host);
    found.then(
      (addresses) => {
        const bad = addresses.find((a) => !isAllowedAddress(a, allowLoopback));
        if (addresses.length === 0 || bad !== undefined) {
          const err = Object.assign(new Error(webhookMessages.privateAddress), {
            code: 'EADDRNOTALLOWED',
          });
          callback(err, '', 4);
          return;
        }
        const list = addresses.map((address) => ({ address, family: isIP(address) }));
        if (options.all) (callback as (e: null, a: typeof list) => void)(null, list);
        else callback(null, list[0]!.address, list[0]!.family);
      },
      (err: NodeJS.ErrnoException) => callback(err, '', 4),
    );
  };
}
