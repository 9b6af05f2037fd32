import type { MockDb, RecordedShipment } from '../db.ts';

/**
 * The mock's gateway approves a hosted payment at once and sends the payer straight back to the
 * booking's page. That is a new page load, and in the browser (`pnpm dev`) the mock's data lives
 * in the page: a booking left to the hosted page is kept in sessionStorage for the page it comes
 * back to. In Node (tests) there is no storage and the in-memory record is enough.
 */
const keyOf = (shipmentId: string) => `courier-mock-payment:${shipmentId}`;

/** The browser's sessionStorage where there is one (typed here: Node's globals have none). */
interface KeptStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}
const storage = (): KeptStorage | undefined =>
  (globalThis as { sessionStorage?: KeptStorage }).sessionStorage;

export function keepForReturn(record: RecordedShipment): void {
  try {
    storage()?.setItem(keyOf(record.shipmentId), JSON.stringify(record));
  } catch {
    // Storage full or refused: the page after the gateway finds no booking, as after a restart.
  }
}

export function bookingAfterReturn(db: MockDb, shipmentId: string): RecordedShipment | undefined {
  const known = db.shipments.get(shipmentId);
  if (known) return known;
  try {
    const kept = storage()?.getItem(keyOf(shipmentId));
    if (!kept) return undefined;
    const record = JSON.parse(kept) as RecordedShipment;
    db.shipments.set(shipmentId, record);
    return record;
  } catch {
    return undefined;
  }
}
