import { bulkEn } from './bulkEn';
import { pageCatalogue } from './pageCatalogue';

/** The bulk upload page's catalogue (namespace `bulk`): loaded with that page only. */
const bulk = pageCatalogue('bulk', bulkEn, () => import('./bulkAr').then((m) => m.bulkAr));

/** The words in a language: English at once, Arabic once its chunk is loaded (undefined till then). */
export const useBulkCatalogue = bulk.useCatalogue;

/** Hands the page's words to its components (stories without it read English). */
export const BulkWordsProvider = bulk.Provider;

/** The bulk upload words of the page: `const w = useBulkWords(); w.create({ count })`. */
export const useBulkWords = bulk.useWords;
