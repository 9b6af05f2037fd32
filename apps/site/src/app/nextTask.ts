/**
 * Resolves in a later task: the browser runs what waits (input, paint) before the code after the
 * `await` starts, so two parts of the app's start stay two shorter tasks.
 */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
