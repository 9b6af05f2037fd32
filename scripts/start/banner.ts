/**
 * What `pnpm start` prints once the server answers: where the site, the back office and the API
 * reference are, and how to log in to each.
 */

export interface BannerInput {
  /** The address the server listens on (config.host). */
  host: string;
  port: number;
  /** The demo customer's login when the database has it (embedded PGlite, or SEED_DEMO=true). */
  demoCustomer?: { userId: string; password: string };
  /** Seconds the build took (0 when the last build was started) and the server's start took. */
  buildSeconds: number;
  startSeconds: number;
}

const ALL_INTERFACES = new Set(['0.0.0.0', '::', '']);

/** The host a browser on this machine types: an all-interfaces or loopback address is localhost. */
export function browserHost(host: string): string {
  if (ALL_INTERFACES.has(host) || host === '127.0.0.1' || host === '::1') return 'localhost';
  return host.includes(':') ? `[${host}]` : host;
}

/** Where the server is reachable from: this machine only, or the network too. */
function reachNote(host: string): string {
  if (ALL_INTERFACES.has(host)) return `listening on all interfaces (HOST=${host || '0.0.0.0'})`;
  if (host === '127.0.0.1' || host === '::1' || host === 'localhost') {
    return 'listening on this machine only; HOST=0.0.0.0 pnpm start opens it to the network';
  }
  return `listening on ${host}`;
}

export function readyBanner(input: BannerInput): string {
  const base = `http://${browserHost(input.host)}:${input.port}`;
  const built =
    input.buildSeconds > 0 ? `built in ${input.buildSeconds} s, ` : 'last build unchanged, ';
  const lines = [
    '',
    `Courier is ready (${built}server started in ${input.startSeconds} s), ${reachNote(input.host)}.`,
    `  Site           ${base}/  (Arabic: ${base}/ar/)`,
    `  Back office    ${base}/admin/`,
    `  API reference  ${base}/api/docs`,
    input.demoCustomer
      ? `  Demo customer  ${input.demoCustomer.userId} / ${input.demoCustomer.password}  (${base}/customer-login)`
      : '  Demo customer  none on this database (SEED_DEMO=true seeds it)',
    '  Staff login    create one, then log in at /admin/ (an admin sets up two-factor at the first login):',
    `                 STAFF_PASSWORD='a long passphrase' pnpm --filter @courier/api staff:create --user amal --role admin --name "Amal"`,
    '  Stop with Ctrl+C.',
    '',
  ];
  return lines.join('\n');
}
