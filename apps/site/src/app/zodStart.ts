import { z } from 'zod';

/**
 * Imported on its own before a form page (src/app/routes.tsx): the zod modules it needs are the
 * ones every form page shares, so the bundler puts them in a chunk this module brings in, and
 * they start in a task of their own. Naming one schema keeps the rest of zod out of it.
 */
export const zodStarted = z.string;
