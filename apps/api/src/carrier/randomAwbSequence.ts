import { randomInt } from 'node:crypto';
import type { Db } from '../db/client.ts';
import { awbSerials } from '../db/schema/index.ts';
import type { AwbSequence } from './BuiltInCarrierAdapter.ts';

/** Ten digits without a leading zero: 9 000 000 000 serials, so guessing one hits ~nothing. */
const LOWEST = 1_000_000_000;
const HIGHEST = 9_999_999_999;
const ATTEMPTS = 20;

/**
 * AWB serials drawn at random (crypto), so numbers next to a known AWB are not other customers'
 * shipments. Each is reserved in awb_serials (primary key) before use: a collision, whether with
 * an old serial or another process's, is simply drawn again.
 */
export function createRandomAwbSequence(
  db: Db,
  draw: () => number = () => randomInt(LOWEST, HIGHEST + 1),
): AwbSequence {
  return {
    async next(within = db) {
      for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
        const serial = draw();
        // ON CONFLICT DO NOTHING: a taken serial answers no row and leaves a transaction usable.
        const reserved = await within
          .insert(awbSerials)
          .values({ serial })
          .onConflictDoNothing()
          .returning({ serial: awbSerials.serial });
        if (reserved.length > 0) return BigInt(serial);
      }
      throw new Error(`No free AWB serial after ${ATTEMPTS} random draws.`);
    },
  };
}
