import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { connect, createServer } from 'node:net';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The one nginx config of the repo: compose.yaml mounts it, the cluster test renders it. */
export const NGINX_TEMPLATE = fileURLToPath(
  new URL('../../../deploy/nginx/courier.conf.template', import.meta.url),
);

/**
 * Fills `${NAME}` placeholders as the nginx image's envsubst does; nginx's own `$variables` have
 * no braces and stay. A placeholder without a value throws instead of becoming an empty string.
 */
export function renderTemplate(template: string, values: Record<string, string>): string {
  return template.replace(/\$\{([A-Z0-9_]+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`No value for \${${name}} in the nginx template`);
    return value;
  });
}

/** Debian's nginx lives in /usr/sbin, which a non-root PATH often lacks. */
export function nginxBinary(): string {
  const dirs = [...(process.env.PATH ?? '').split(delimiter), '/usr/sbin', '/usr/local/sbin'];
  const found = dirs.map((dir) => join(dir, 'nginx')).find((path) => existsSync(path));
  if (!found) throw new Error('nginx is not installed (apt-get install -y nginx; .ci/run does)');
  return found;
}

/** A loopback port nobody listens on now (the OS picks it). */
export function freeLoopbackPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen({ port: 0, host: '127.0.0.1' }, () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

export interface NginxProcess {
  child: ChildProcess;
  /** http://127.0.0.1:PORT */
  url: string;
  errorLog(): Promise<string>;
  /** One line a request: method, path, status, "upstreams tried", "their statuses". */
  accessLog(): Promise<string>;
  stop(): Promise<void>;
}

/**
 * Runs nginx in the foreground as a child of the test, with the repo's config rendered for the
 * given upstreams inside a main config whose pid file, logs and temp folders all live in `dir`.
 */
export async function startNginx(
  dir: string,
  port: number,
  upstreams: [string, string],
): Promise<NginxProcess> {
  // Worker processes run as an unprivileged user when the test runs as root: they must be able
  // to reach the temp folders nginx creates here.
  await chmod(dir, 0o755);
  await mkdir(join(dir, 'logs'), { recursive: true });
  const site = renderTemplate(await readFile(NGINX_TEMPLATE, 'utf8'), {
    COURIER_LISTEN: `127.0.0.1:${port}`,
    COURIER_APP_1: upstreams[0],
    COURIER_APP_2: upstreams[1],
  });
  await writeFile(join(dir, 'courier.conf'), site);
  const temp = (name: string) => join(dir, 'temp', name);
  await writeFile(
    join(dir, 'nginx.conf'),
    [
      'daemon off;',
      'worker_processes 1;',
      `pid ${join(dir, 'nginx.pid')};`,
      `error_log ${join(dir, 'logs', 'error.log')} warn;`,
      'events { worker_connections 512; }',
      'http {',
      // Which node(s) each request went to: "a:1, b:2" means nginx passed it on after a failure.
      `  log_format upstreams '$request_method $uri $status "$upstream_addr" "$upstream_status"';`,
      `  access_log ${join(dir, 'logs', 'access.log')} upstreams;`,
      `  client_body_temp_path ${temp('body')};`,
      `  proxy_temp_path ${temp('proxy')};`,
      `  fastcgi_temp_path ${temp('fastcgi')};`,
      `  uwsgi_temp_path ${temp('uwsgi')};`,
      `  scgi_temp_path ${temp('scgi')};`,
      `  include ${join(dir, 'courier.conf')};`,
      '}',
      '',
    ].join('\n'),
  );
  await mkdir(join(dir, 'temp'), { recursive: true });
  await chmod(join(dir, 'temp'), 0o777);

  const child = spawn(
    nginxBinary(),
    ['-p', dir, '-e', join(dir, 'logs', 'error.log'), '-c', join(dir, 'nginx.conf')],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const errorLog = () => readFile(join(dir, 'logs', 'error.log'), 'utf8').catch(() => '');

  // Ready when the port accepts connections (asking an upstream would count as traffic).
  for (let waited = 0; !(await accepts(port)); waited += 100) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${output}\n${await errorLog()}`);
    if (waited > 15_000) {
      child.kill('SIGKILL');
      throw new Error(`nginx did not listen within 15 s: ${output}\n${await errorLog()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    child,
    url,
    errorLog,
    accessLog: () => readFile(join(dir, 'logs', 'access.log'), 'utf8').catch(() => ''),
    stop: async () => {
      if (child.exitCode === null) {
        child.kill('SIGQUIT'); // graceful: finishes the requests in hand
        await exited;
      }
    },
  };
}
