import type { Page } from '@playwright/test';

/**
 * Running animations and CSS transitions finished (endless ones aside), so what is read or shot
 * is the page at rest. Polled on a timer, not on animation frames: a frame callback can stall in
 * a headless browser and hang a run (it did on CI). Capped at 3 s, since an animation that never
 * ends must not hang the run either. The back office's journeys use it too (apps/admin/e2e).
 */
export async function animationsFinished(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (a) =>
              a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity,
          ),
      undefined,
      { polling: 100, timeout: 3000 },
    )
    .catch(() => undefined);
}
