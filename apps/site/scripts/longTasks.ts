/**
 * An init script for the performance scripts: records the page's long tasks from its start
 * (buffered) as `[startTime, duration]` pairs in `window.longTasks`. Passed to Playwright's
 * `addInitScript`, which runs its source in the page (it must not use anything from here).
 */
export function recordLongTasks(): void {
  const tasks: [number, number][] = [];
  (window as unknown as { longTasks: typeof tasks }).longTasks = tasks;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) tasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
}
