import type { CacheBus, CacheDrop, CacheTopic } from './cacheBus.ts';

/** For tests: a bus without a database; `fire` plays a notification arriving. */
export function fakeBus() {
  const handlers: [CacheTopic, CacheDrop][] = [];
  const bus: CacheBus & { listening: boolean } = {
    listening: true,
    on: (topic: CacheTopic, drop: CacheDrop) => void handlers.push([topic, drop]),
    changed: async () => undefined,
    close: async () => undefined,
  };
  /** A notice of `topic`, naming `key` when given (as 'tracking:<awb>' does). */
  const fire = (topic: CacheTopic, key?: string) =>
    handlers.filter(([t]) => t === topic).forEach(([, d]) => d(key));
  return { bus, fire };
}
