import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { StopKind, StopPlace, StopState } from '@courier/domain/courierRun';
import type { Language } from '@courier/domain/language';
import { isPaidOnline } from '@courier/domain/cod';
import type { ReceiverChoiceKind } from '@courier/domain/receiverChoices';
import type { Db } from '../db/client.ts';
import { codEntries, courierActions, courierStops, shipments } from '../db/schema/index.ts';
import { choiceSummaryOf } from '../receiver/choiceConfirmation.ts';
import { RECEIVER_WORDS } from '../receiver/receiverWords.ts';
import { choiceInForce } from '../receiver/receiverDelivery.ts';
import { proofLink } from './proofFiles.ts';

/** One stop as the phone and the planning screen read it (the contract's stopSchema). */
export interface StopView {
  stopId: number;
  position: number;
  kind: StopKind;
  state: StopState;
  awb: string;
  shipmentNo: string;
  contact: { name: string; company: string; phone: string };
  address: Record<(typeof ADDRESS_PARTS)[number] | 'line' | 'city' | 'country', string>;
  codAmountFils: number | null;
  receiverChoice: { kind: ReceiverChoiceKind; summary: string } | null;
  notes: string;
  proof: { signatureUrl: string | null; photoUrl: string | null };
}

/** The Kuwaiti parts of an address; a booking may carry them as `<party>_<part>`. */
const ADDRESS_PARTS = [
  'governorate',
  'area',
  'block',
  'street',
  'house',
  'floor',
  'flat',
  'paci',
] as const;

const str = (record: Record<string, unknown>, key: string) =>
  typeof record[key] === 'string' ? (record[key] as string) : '';

type StopRow = {
  stopId: number;
  shipmentId: number;
  position: number;
  kind: StopKind;
  state: StopState;
  runDate: string;
  awb: string | null;
  shipmentNo: string;
  record: Record<string, unknown>;
  codAmountFils: number | null;
  /** Who recorded the COD entry already made (the receiver paid online), else null. */
  codRecordedBy: string | null;
};

/** The address and contact of the party at the stop; a receiver's new address in Kuwait wins. */
function partyOf(row: StopRow, choice: { kind: string; details: Record<string, unknown> } | null) {
  const party = row.kind === 'pickup' ? 'sender' : 'receiver';
  const r = row.record;
  const street = [str(r, `${party}_street_name_number`), str(r, `${party}_street_name_number1`)];
  const address: StopView['address'] = {
    line: street.filter(Boolean).join(', '),
    city: str(r, `${party}_city`),
    country: str(r, `${party}_country_name`),
    ...Object.fromEntries(ADDRESS_PARTS.map((part) => [part, str(r, `${party}_${part}`)])),
  } as StopView['address'];
  if (party === 'receiver' && choice?.kind === 'address')
    for (const part of ADDRESS_PARTS) address[part] = str(choice.details, part) || address[part];
  const contact = {
    name: str(r, party === 'sender' ? 'sender_contact_person' : 'receiver_attention'),
    company: str(r, party === 'sender' ? 'sender_consignor' : 'receiver_company_name'),
    phone: str(r, `${party}_mobile`) || str(r, `${party}_telephone`),
  };
  return { address, contact };
}

/** The stops of a run (one courier, one Kuwait day), in their order. */
async function stopRows(db: Db, courierId: number, runDate: string): Promise<StopRow[]> {
  return db
    .select({
      stopId: courierStops.id,
      shipmentId: courierStops.shipmentId,
      position: courierStops.position,
      kind: courierStops.kind,
      state: courierStops.state,
      runDate: courierStops.runDate,
      awb: shipments.awb,
      shipmentNo: shipments.shipmentNo,
      record: shipments.record,
      codAmountFils: shipments.codAmountFils,
      codRecordedBy: codEntries.recordedBy,
    })
    .from(courierStops)
    .innerJoin(shipments, eq(shipments.id, courierStops.shipmentId))
    .leftJoin(codEntries, eq(codEntries.shipmentId, shipments.id))
    .where(and(eq(courierStops.courierId, courierId), eq(courierStops.runDate, runDate)))
    .orderBy(asc(courierStops.position), asc(courierStops.id));
}

/** Signed links to the newest proof pictures of each stop. */
async function proofsOf(db: Db, stopIds: number[], secret: string) {
  const proofs = new Map<number, StopView['proof']>();
  if (stopIds.length === 0) return proofs;
  const rows = await db
    .select({
      stopId: courierActions.stopId,
      signature: courierActions.signatureFileId,
      photo: courierActions.photoFileId,
    })
    .from(courierActions)
    .where(inArray(courierActions.stopId, stopIds))
    .orderBy(desc(courierActions.id));
  for (const row of rows)
    if (!proofs.has(row.stopId))
      proofs.set(row.stopId, {
        signatureUrl: row.signature ? proofLink(row.signature, secret) : null,
        photoUrl: row.photo ? proofLink(row.photo, secret) : null,
      });
  return proofs;
}

/** A run as the phone and the planning screen show it, the receivers' choices in `lang`. */
export async function runView(
  db: Db,
  run: { courierId: number; date: string },
  lang: Language,
  secret: string,
): Promise<StopView[]> {
  const rows = await stopRows(db, run.courierId, run.date);
  const proofs = await proofsOf(
    db,
    rows.map((r) => r.stopId),
    secret,
  );
  const views: StopView[] = [];
  for (const row of rows) {
    const inForce = row.kind === 'delivery' ? await choiceInForce(db, row.shipmentId) : undefined;
    const summary = inForce ? choiceSummaryOf(inForce, lang) : undefined;
    // Paid online from the delivery link: nothing to collect at the door, and the courier is told.
    const paidOnline = row.kind === 'delivery' && isPaidOnline(row.codRecordedBy);
    const { address, contact } = partyOf(row, inForce ?? null);
    // A neighbour or safe-place choice names its note in its summary already (run sheet, screen).
    const choiceNote = inForce && inForce.kind !== 'neighbour' ? str(inForce.details, 'note') : '';
    views.push({
      stopId: row.stopId,
      position: row.position,
      kind: row.kind,
      state: row.state,
      awb: row.awb ?? row.shipmentNo,
      shipmentNo: row.shipmentNo,
      contact,
      address,
      codAmountFils: row.kind === 'delivery' && !paidOnline ? row.codAmountFils : null,
      receiverChoice: summary ? { kind: summary.kind, summary: summary.summary } : null,
      notes: [
        paidOnline ? RECEIVER_WORDS[lang].codPaidNote : '',
        str(row.record, 'special_instruction'),
        choiceNote,
      ]
        .filter(Boolean)
        .join('\n'),
      proof: proofs.get(row.stopId) ?? { signatureUrl: null, photoUrl: null },
    });
  }
  return views;
}

/** What the ordering rule reads of each stop of a run. */
export async function stopPlaces(db: Db, courierId: number, runDate: string): Promise<StopPlace[]> {
  const rows = await stopRows(db, courierId, runDate);
  const places: StopPlace[] = [];
  for (const row of rows) {
    const inForce = row.kind === 'delivery' ? await choiceInForce(db, row.shipmentId) : undefined;
    const { address } = partyOf(row, inForce ?? null);
    places.push({ id: row.stopId, position: row.position, ...address });
  }
  return places;
}
