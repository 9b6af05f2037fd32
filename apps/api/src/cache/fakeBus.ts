import type { CacheBus, CacheTopic } from './cacheBus.ts';

/** For tests: a bus without a database; `fire` plays a notification arriving. */
export function fakeBus() {
  const handlers: [CacheTopic, () => void][] = [];
  const bus: CacheBus & { listening: boolean } = {
    listening: true,
    on: (topic: CacheTopic, drop: () => void) => void handlers.push([topic, drop]),
    changed: async () => undefined,
    close: async () => undefined,
  };
  const fire = (topic: CacheTopic) => handlers.filter(([t]) => t === topic).forEach(([, d]) => d());
  return { bus, fire };
}
