/**
 * Where the server listens when HOST is unset: loopback, so a developer's `pnpm start` is not
 * reachable from the network. The container and compose set HOST=0.0.0.0 to be reached.
 */
export const DEFAULT_HOST = '127.0.0.1';
export const DEFAULT_PORT = 3000;

export function listenHost(env: NodeJS.ProcessEnv): string {
  return env.HOST || DEFAULT_HOST;
}
