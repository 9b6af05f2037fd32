/**
 * The phone's IndexedDB database: the outbox of actions (kept until sent) and the last good
 * answers (the run), so the app opens and works with no network. A few lines over the raw API
 * instead of a library: two stores, four operations.
 */
const DB_NAME = 'courier-phone';
const VERSION = 1;
export const OUTBOX = 'outbox';
const CACHE = 'cache';

const done = <T>(request: IDBRequest<T>): Promise<T> =>
  new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });

let opened: Promise<IDBDatabase> | undefined;

/** The database, opened once per page (the factory is the browser's, or a test's fake). */
function openPhoneDb(factory: IDBFactory = indexedDB): Promise<IDBDatabase> {
  opened ??= new Promise((resolve, reject) => {
    const request = factory.open(DB_NAME, VERSION);
    request.onupgradeneeded = () => {
      const db = request.result;
      if (!db.objectStoreNames.contains(OUTBOX))
        db.createObjectStore(OUTBOX, { keyPath: 'seq', autoIncrement: true });
      if (!db.objectStoreNames.contains(CACHE)) db.createObjectStore(CACHE);
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB open failed'));
  });
  return opened;
}

/** Forgets the opened database (tests open a fresh fake each time). */
export function closePhoneDb(): void {
  void opened?.then((db) => db.close());
  opened = undefined;
}

/** One request in its own transaction; resolves once the transaction is committed. */
export async function inStore<T>(
  store: string,
  mode: IDBTransactionMode,
  work: (objects: IDBObjectStore) => IDBRequest<T>,
): Promise<T> {
  const db = await openPhoneDb();
  const tx = db.transaction(store, mode);
  const result = done(work(tx.objectStore(store)));
  await new Promise<void>((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error ?? new Error('IndexedDB transaction failed'));
    tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'));
  });
  return result;
}

/** The last good answer kept under `key`, or undefined. */
export const cacheGet = <T>(key: string): Promise<T | undefined> =>
  inStore(CACHE, 'readonly', (s) => s.get(key) as IDBRequest<T | undefined>);

export const cachePut = (key: string, value: unknown): Promise<IDBValidKey> =>
  inStore(CACHE, 'readwrite', (s) => s.put(value, key));
