import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, gte, isNull, lte, sql } from 'drizzle-orm';
import {
  DEFAULT_COD_FEE,
  entriesToRemit,
  isPeriod,
  ledgerEntry,
  remittanceTotal,
  summariseLedger,
  type CodFeeSetting,
  type CodMessageId,
  type LedgerEntry,
  type Period,
} from '@courier/domain/cod';
import { todayInKuwait } from '@courier/domain/kuwaitClock';
import type { Language } from '@courier/domain/language';
import type { Db } from '../db/client.ts';
import {
  codEntries,
  customers,
  operatingSettings,
  remittanceEntries,
  remittances,
  shipmentCancellations,
  shipments,
} from '../db/schema/index.ts';
import { ApiError } from '../http/envelope.ts';
import { messageWordsIn } from '../http/messageLanguage.ts';
import type { JobQueue } from '../jobs/jobQueue.ts';
import type { Tx } from '../jobs/sqlAdapters.ts';
import { recordCodCollected, recordRemittancePaid } from '../webhooks/events.ts';

/** A COD refusal in the request's language: the status and the words of its id. */
export class CodProblem extends ApiError {
  constructor(
    status: number,
    readonly id: CodMessageId,
    language: Language,
  ) {
    super(status, messageWordsIn(language).cod[id]);
  }
}

const newId = (prefix: string) => `${prefix}${randomBytes(12).toString('base64url')}`;

/** The fee setting of the operating settings (the defaults until the settings are first saved). */
async function feeSetting(tx: Tx | Db): Promise<CodFeeSetting> {
  const [row] = await tx
    .select({
      flatFils: operatingSettings.codFeeFils,
      percentBasisPoints: operatingSettings.codFeeBasisPoints,
      deductShipping: operatingSettings.codDeductShipping,
    })
    .from(operatingSettings)
    .where(eq(operatingSettings.id, 1));
  return row ?? DEFAULT_COD_FEE;
}

/** What the scan screen needs to know before a delivery: the COD amount, and whether recorded. */
export async function codOfAwb(
  db: Db,
  awb: string,
): Promise<{ codAmountFils: number | null; collectedFils: number | null }> {
  const [row] = await db
    .select({ cod: shipments.codAmountFils, collected: codEntries.collectedFils })
    .from(shipments)
    .leftJoin(codEntries, eq(codEntries.shipmentId, shipments.id))
    .where(eq(shipments.awb, awb));
  return { codAmountFils: row?.cod ?? null, collectedFils: row?.collected ?? null };
}

export interface Collection {
  awb: string;
  collectedFils: number;
  by: string;
  at: Date;
}

/**
 * Records the cash collected for a delivered COD shipment, once: the shipment's unique key keeps
 * the first record and a repeat changes nothing (answering the first's amount). A cancelled
 * shipment, one without COD or a test booking never reaches the ledger. The webhook event
 * `cod.collected` goes in the same transaction.
 */
export async function recordCollection(
  tx: Tx,
  queue: JobQueue,
  input: Collection,
  language: Language,
): Promise<{ collectedFils: number; created: boolean }> {
  const [shipment] = await tx
    .select({
      id: shipments.id,
      publicId: shipments.publicId,
      shipmentNo: shipments.shipmentNo,
      customerId: shipments.customerId,
      cod: shipments.codAmountFils,
      test: shipments.test,
      charge: shipments.totalAmountFils,
      cancelled: sql<boolean>`exists (select 1 from ${shipmentCancellations} where ${shipmentCancellations.shipmentId} = ${shipments.id})`,
    })
    .from(shipments)
    .where(eq(shipments.awb, input.awb));
  if (!shipment || shipment.cod === null || !shipment.customerId || shipment.test)
    throw new CodProblem(409, 'notCod', language);
  if (shipment.cancelled) throw new CodProblem(409, 'cancelled', language);
  const figures = ledgerEntry(input.collectedFils, shipment.charge, await feeSetting(tx));
  const publicId = newId('cod_');
  const [row] = await tx
    .insert(codEntries)
    .values({
      publicId,
      customerId: shipment.customerId,
      shipmentId: shipment.id,
      ...figures,
      collectedAt: input.at,
      collectedOn: todayInKuwait(input.at),
      recordedBy: input.by,
    })
    .onConflictDoNothing({ target: codEntries.shipmentId })
    .returning({ id: codEntries.id });
  if (!row) {
    const [kept] = await tx
      .select({ collectedFils: codEntries.collectedFils })
      .from(codEntries)
      .where(eq(codEntries.shipmentId, shipment.id));
    return { collectedFils: kept!.collectedFils, created: false };
  }
  await recordCodCollected(tx, queue, {
    customerId: shipment.customerId,
    entryId: publicId,
    shipment: { id: shipment.publicId, shipmentNo: shipment.shipmentNo, awb: input.awb },
    figures,
    codAmountFils: shipment.cod,
    collectedAt: input.at,
  });
  return { collectedFils: input.collectedFils, created: true };
}

/** An entry as the portal, the back office and the CSV files show it. */
export interface EntryView extends LedgerEntry {
  id: string;
  shipmentNo: string;
  awb: string;
  codAmountFils: number;
  collectedAt: string;
}

function entryColumns() {
  return {
    id: codEntries.publicId,
    shipmentNo: shipments.shipmentNo,
    awb: sql<string>`coalesce(${shipments.awb}, '')`,
    codAmountFils: sql<number>`coalesce(${shipments.codAmountFils}, 0)`,
    collectedFils: codEntries.collectedFils,
    feeFils: codEntries.feeFils,
    shippingFils: codEntries.shippingFils,
    netFils: codEntries.netFils,
    collectedOn: codEntries.collectedOn,
    collectedAtDate: codEntries.collectedAt,
    remittanceId: remittances.publicId,
  };
}

type EntryRow = Omit<EntryView, 'collectedAt'> & { collectedAtDate: Date };
const viewOf = ({ collectedAtDate, ...row }: EntryRow): EntryView => ({
  ...row,
  collectedAt: collectedAtDate.toISOString(),
});

/** An account's entries, oldest first (settled ones carry their remittance's id). */
export async function entriesOf(
  db: Db | Tx,
  customerId: number,
  only?: { remittanceId: number },
): Promise<EntryView[]> {
  const rows = await db
    .select(entryColumns())
    .from(codEntries)
    .innerJoin(shipments, eq(shipments.id, codEntries.shipmentId))
    .leftJoin(remittanceEntries, eq(remittanceEntries.entryId, codEntries.id))
    .leftJoin(remittances, eq(remittances.id, remittanceEntries.remittanceId))
    .where(
      and(
        eq(codEntries.customerId, customerId),
        only ? eq(remittanceEntries.remittanceId, only.remittanceId) : undefined,
      ),
    )
    .orderBy(asc(codEntries.collectedAt), asc(codEntries.id));
  return rows.map(viewOf);
}

export interface RemittanceView {
  id: string;
  accountNo: string;
  company: string;
  periodFrom: string;
  periodTo: string;
  entryCount: number;
  collectedFils: number;
  feeFils: number;
  shippingFils: number;
  totalFils: number;
  createdBy: string;
  createdAt: string;
}

const remittanceColumns = {
  id: remittances.publicId,
  accountNo: customers.accountNo,
  company: customers.companyName,
  periodFrom: remittances.periodFrom,
  periodTo: remittances.periodTo,
  entryCount: remittances.entryCount,
  collectedFils: remittances.collectedFils,
  feeFils: remittances.feeFils,
  shippingFils: remittances.shippingFils,
  totalFils: remittances.totalFils,
  createdBy: remittances.createdBy,
  createdAtDate: remittances.createdAt,
};

type RemittanceRow = Omit<RemittanceView, 'createdAt'> & { createdAtDate: Date };
const remittanceOf = ({ createdAtDate, ...row }: RemittanceRow): RemittanceView => ({
  ...row,
  createdAt: createdAtDate.toISOString(),
});

/** Remittances newest first: one account's (the portal) or every account's (the back office). */
export async function listRemittances(db: Db, customerId?: number): Promise<RemittanceView[]> {
  const rows = await db
    .select(remittanceColumns)
    .from(remittances)
    .innerJoin(customers, eq(customers.id, remittances.customerId))
    .where(customerId === undefined ? undefined : eq(remittances.customerId, customerId))
    .orderBy(desc(remittances.createdAt), desc(remittances.id))
    .limit(500);
  return rows.map(remittanceOf);
}

/**
 * One remittance with its entries. With `customerId` (the portal) another account's remittance
 * is not found, exactly as one that does not exist.
 */
export async function remittanceDetail(
  db: Db,
  publicId: string,
  language: Language,
  customerId?: number,
): Promise<{ remittance: RemittanceView; entries: EntryView[] }> {
  const [row] = await db
    .select({ ...remittanceColumns, rowId: remittances.id, customerId: remittances.customerId })
    .from(remittances)
    .innerJoin(customers, eq(customers.id, remittances.customerId))
    .where(
      and(
        eq(remittances.publicId, publicId),
        customerId === undefined ? undefined : eq(remittances.customerId, customerId),
      ),
    );
  if (!row) throw new ApiError(404, messageWordsIn(language).cod.remittanceNotFound);
  const { rowId, customerId: owner, ...view } = row;
  return {
    remittance: remittanceOf(view),
    entries: await entriesOf(db, owner, { remittanceId: rowId }),
  };
}

/** The ledger a merchant sees: totals, entries and remittances. */
export async function ledgerOf(db: Db, customerId: number) {
  const entries = await entriesOf(db, customerId);
  return {
    summary: summariseLedger(entries),
    entries,
    remittances: await listRemittances(db, customerId),
  };
}

const UNIQUE_VIOLATION = '23505';
const isUniqueViolation = (err: unknown): boolean => {
  for (let e: unknown = err; e instanceof Error; e = e.cause)
    if ((e as { code?: unknown }).code === UNIQUE_VIOLATION) return true;
  return false;
};

/**
 * Finance's remittance of an account's pending entries collected in the period: the remittance,
 * its entries (each at most once: remittance_entries' primary key), and `remittance.paid`, in one
 * transaction. Two staff members remitting the same entries at the same moment: the second insert
 * waits for the first transaction and fails on the key, and that remittance is refused whole.
 */
export async function createRemittance(
  db: Db,
  queue: JobQueue,
  input: { accountNo: string; period: Period; by: string },
  language: Language,
): Promise<RemittanceView> {
  if (!isPeriod(input.period)) throw new CodProblem(400, 'period', language);
  try {
    const publicId = await db.transaction(async (tx) => {
      const [customer] = await tx
        .select({ id: customers.id })
        .from(customers)
        .where(eq(customers.accountNo, input.accountNo));
      if (!customer) throw new CodProblem(404, 'unknownAccount', language);
      const pending = await tx
        .select({ rowId: codEntries.id, ...entryColumns() })
        .from(codEntries)
        .innerJoin(shipments, eq(shipments.id, codEntries.shipmentId))
        .leftJoin(remittanceEntries, eq(remittanceEntries.entryId, codEntries.id))
        .leftJoin(remittances, eq(remittances.id, remittanceEntries.remittanceId))
        .where(
          and(
            eq(codEntries.customerId, customer.id),
            isNull(remittanceEntries.entryId),
            gte(codEntries.collectedOn, input.period.from),
            lte(codEntries.collectedOn, input.period.to),
          ),
        );
      const covered = entriesToRemit(
        pending.map((p) => ({ ...p, remittanceId: p.remittanceId ?? null })),
        input.period,
      );
      const totalFils = remittanceTotal(covered);
      if (covered.length === 0 || totalFils <= 0) throw new CodProblem(409, 'nothingDue', language);
      const id = newId('rem_');
      const [made] = await tx
        .insert(remittances)
        .values({
          publicId: id,
          customerId: customer.id,
          periodFrom: input.period.from,
          periodTo: input.period.to,
          entryCount: covered.length,
          collectedFils: covered.reduce((s, e) => s + e.collectedFils, 0),
          feeFils: covered.reduce((s, e) => s + e.feeFils, 0),
          shippingFils: covered.reduce((s, e) => s + e.shippingFils, 0),
          totalFils,
          createdBy: input.by,
        })
        .returning({ id: remittances.id });
      await tx
        .insert(remittanceEntries)
        .values(covered.map((e) => ({ entryId: e.rowId, remittanceId: made!.id })));
      await recordRemittancePaid(tx, queue, {
        customerId: customer.id,
        remittanceId: id,
        period: input.period,
        totalFils,
        entries: covered.map((e) => e.id),
      });
      return id;
    });
    return (await remittanceDetail(db, publicId, language)).remittance;
  } catch (err) {
    if (isUniqueViolation(err)) throw new CodProblem(409, 'settledMeanwhile', language);
    throw err;
  }
}

/** Accounts with pending entries (finance's list): count, pending net, oldest and newest day. */
export async function pendingAccounts(db: Db) {
  return db
    .select({
      accountNo: customers.accountNo,
      company: customers.companyName,
      entries: sql<number>`count(*)::int`,
      pendingFils: sql<number>`sum(${codEntries.netFils})::int`,
      oldest: sql<string>`min(${codEntries.collectedOn})::text`,
      newest: sql<string>`max(${codEntries.collectedOn})::text`,
    })
    .from(codEntries)
    .innerJoin(customers, eq(customers.id, codEntries.customerId))
    .leftJoin(remittanceEntries, eq(remittanceEntries.entryId, codEntries.id))
    .where(isNull(remittanceEntries.entryId))
    .groupBy(customers.accountNo, customers.companyName)
    .orderBy(asc(customers.accountNo));
}
