/**
 * Counters that reset on clock-aligned windows (login limits: every `windowMinutes`, and the
 * per-user day) make a test flaky when its attempts straddle a boundary: the count starts again
 * half-way through. A test that counts calls this first; it waits (at most `marginMs`) until a
 * fresh window has begun when the current one is about to end.
 */
export async function awayFromWindowEdge(windowMinutes: number, marginMs = 45_000): Promise<void> {
  const windowMs = windowMinutes * 60_000;
  const leftMs = (now: number, size: number) => size - (now % size);
  const now = Date.now();
  const wait = Math.max(
    ...[windowMs, 86_400_000].map((size) =>
      leftMs(now, size) < marginMs ? leftMs(now, size) + 50 : 0,
    ),
  );
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
}
