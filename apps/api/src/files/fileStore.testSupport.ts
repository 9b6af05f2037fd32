import type { FileStore } from './fileStore.ts';

/** Every id the store holds, sorted (a cutoff far in the future lists them all). */
export async function storedIds(files: FileStore): Promise<string[]> {
  const ids: string[] = [];
  for await (const batch of files.listOlderThan(new Date('9999-01-01T00:00:00Z')))
    ids.push(...batch);
  return ids.sort();
}
