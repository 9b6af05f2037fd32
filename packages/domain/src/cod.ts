import { z } from 'zod';
import { messageGroup, type MessageWords } from './messageWords.ts';
import { filsToKwdString, tryParseKwd } from './money.ts';

/** The words of COD refusals (the catalogue's `cod` group), read in the language of the moment. */
const COD_MESSAGES = messageGroup('cod');

/** The id of a COD refusal: the API answers its words in the request's language. */
export type CodMessageId = keyof MessageWords['cod'];

/**
 * Cash on delivery (COD): the cash a courier collects from the receiver for the merchant, and the
 * merchant's ledger of what was collected, what the courier keeps and what it pays out
 * (remittances). Every amount is an integer of fils in KWD; no float is ever summed. Pure rules:
 * the API stores and settles, these decide the figures (docs/cash-on-delivery.md).
 */

/** Largest COD amount on one shipment: KWD 5,000 (more cash than a courier should carry). */
export const COD_MAX_FILS = 5_000_000;

/**
 * `recorded_by` of a COD entry the receiver paid online from the delivery link (the others are
 * `staff:<username>`, `courier:<username>` and `ops`): nothing is collected at the door.
 */
export const onlineRecorder = (paymentId: string): string => `online:${paymentId}`;
export const isPaidOnline = (recordedBy: string | null | undefined): boolean =>
  recordedBy?.startsWith('online:') ?? false;

/**
 * Fils of a COD amount typed in KWD ('12.5', '12.500'): null for blank (no COD), undefined for an
 * amount that is not one (letters, 4 decimals, 0, negative, above the maximum).
 */
export function parseCodAmount(text: string): number | null | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (!/^[0-9]{1,7}(\.[0-9]{1,3})?$/.test(trimmed)) return undefined;
  const fils = tryParseKwd(trimmed);
  if (fils === null || fils <= 0 || fils > COD_MAX_FILS) return undefined;
  return fils;
}

/** The wizard's optional COD field (text in KWD); '' is no COD. */
export const codAmountTextSchema = z
  .string({ error: () => COD_MESSAGES.amount })
  .trim()
  .max(12, { error: () => COD_MESSAGES.amount })
  .refine((text) => parseCodAmount(text) !== undefined, { error: () => COD_MESSAGES.amount });

/** The form's text of a fils amount, for the wire between the merchant API and the wizard. */
export const codAmountText = (fils: number): string => filsToKwdString(fils);

/** A collected amount (0 allowed: the receiver refused to pay but kept the parcel is not COD). */
export const collectedFilsSchema = z
  .number({ error: () => COD_MESSAGES.collected })
  .int({ error: () => COD_MESSAGES.collected })
  .min(0, { error: () => COD_MESSAGES.collected })
  .max(COD_MAX_FILS, { error: () => COD_MESSAGES.collected });

/** The courier's COD fee: a flat part per shipment plus a share of the cash, in basis points. */
export interface CodFeeSetting {
  flatFils: number;
  /** 100 basis points = 1 %. */
  percentBasisPoints: number;
  /** Whether the shipment's charge is taken from the cash too (account billed on remittance). */
  deductShipping: boolean;
}

export const DEFAULT_COD_FEE: CodFeeSetting = {
  flatFils: 500,
  percentBasisPoints: 0,
  deductShipping: false,
};

/** One ledger entry's figures, all integer fils. */
export interface LedgerFigures {
  collectedFils: number;
  feeFils: number;
  shippingFils: number;
  /** What the courier owes the merchant for it: collected - fee - shipping (may be negative). */
  netFils: number;
}

function assertWholeFils(...amounts: number[]): void {
  for (const fils of amounts)
    if (!Number.isSafeInteger(fils) || fils < 0)
      throw new RangeError(`Not a whole, non-negative number of fils: ${fils}`);
}

/**
 * The fee on collected cash: flat + collected x basis points / 10,000, the share rounded half up
 * to whole fils, never more than the cash itself (a receiver who paid nothing costs no fee).
 */
export function codFeeFils(collectedFils: number, setting: CodFeeSetting): number {
  assertWholeFils(collectedFils, setting.flatFils, setting.percentBasisPoints);
  if (collectedFils === 0) return 0;
  const share = Math.floor((collectedFils * setting.percentBasisPoints + 5_000) / 10_000);
  return Math.min(collectedFils, setting.flatFils + share);
}

/** The entry of one collection: the fee, the shipping charge when deducted, the net due. */
export function ledgerEntry(
  collectedFils: number,
  shipmentChargeFils: number,
  setting: CodFeeSetting,
): LedgerFigures {
  assertWholeFils(collectedFils, shipmentChargeFils);
  const feeFils = codFeeFils(collectedFils, setting);
  const shippingFils = setting.deductShipping ? shipmentChargeFils : 0;
  return {
    collectedFils,
    feeFils,
    shippingFils,
    netFils: collectedFils - feeFils - shippingFils,
  };
}

/** A stored entry as the rules see it. */
export interface LedgerEntry extends LedgerFigures {
  /** Kuwait calendar day of the collection, YYYY-MM-DD. */
  collectedOn: string;
  /** The remittance that settled it, null while pending. */
  remittanceId: string | null;
}

export interface LedgerSummary {
  entries: number;
  collectedFils: number;
  feeFils: number;
  shippingFils: number;
  /** Net of the entries no remittance has settled yet. */
  pendingFils: number;
  /** Net of the settled entries. */
  paidFils: number;
}

/** The totals a merchant sees: collected, pending and paid; pending + paid = the net of all. */
export function summariseLedger(entries: readonly LedgerEntry[]): LedgerSummary {
  const summary: LedgerSummary = {
    entries: entries.length,
    collectedFils: 0,
    feeFils: 0,
    shippingFils: 0,
    pendingFils: 0,
    paidFils: 0,
  };
  for (const e of entries) {
    summary.collectedFils += e.collectedFils;
    summary.feeFils += e.feeFils;
    summary.shippingFils += e.shippingFils;
    if (e.remittanceId === null) summary.pendingFils += e.netFils;
    else summary.paidFils += e.netFils;
  }
  return summary;
}

/** A remittance period, Kuwait calendar days inclusive. */
export interface Period {
  from: string;
  to: string;
}

export const isPeriod = ({ from, to }: Period): boolean =>
  /^\d{4}-\d{2}-\d{2}$/.test(from) && /^\d{4}-\d{2}-\d{2}$/.test(to) && from <= to;

/** The entries a remittance for the period settles: every pending one collected in it. */
export function entriesToRemit<E extends LedgerEntry>(entries: readonly E[], period: Period): E[] {
  return entries.filter(
    (e) => e.remittanceId === null && e.collectedOn >= period.from && e.collectedOn <= period.to,
  );
}

/** What a remittance pays: the net of its entries (the bank transfer's amount). */
export const remittanceTotal = (entries: readonly LedgerFigures[]): number =>
  entries.reduce((sum, e) => sum + e.netFils, 0);
