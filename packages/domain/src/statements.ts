import { kuwaitDateTime } from './kuwaitClock.ts';
import { vatFils } from './money.ts';

/**
 * Monthly statements of account customers (docs/statements.md): which month, its bounds in
 * Kuwait time, and the figures, all integer fils. The API stores what these rules give; the
 * PDF, the CSV and the portal only show it.
 */

/** A statement's month, 'YYYY-MM' (Kuwait calendar). */
export type StatementMonth = string;

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

export function isStatementMonth(value: string): value is StatementMonth {
  const match = MONTH.exec(value);
  return match !== null && Number(match[1]) >= 2000 && Number(match[1]) <= 2999;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The Kuwait month an instant falls in. */
export function monthInKuwait(now: Date): StatementMonth {
  return kuwaitDateTime(now).date.slice(0, 7);
}

/** The month before (2026-01 -> 2025-12). */
export function previousMonth(month: StatementMonth): StatementMonth {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return m === 1 ? `${year - 1}-12` : `${year}-${pad(m - 1)}`;
}

/** The month after (2025-12 -> 2026-01). */
export function nextMonth(month: StatementMonth): StatementMonth {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${year + 1}-01` : `${year}-${pad(m + 1)}`;
}

/**
 * The instant Kuwait's clock reads 00:00 on a calendar day. Kuwait keeps UTC+3, but the offset
 * is read from the zone data (as kuwaitClock does), so a rule change there is honoured.
 */
export function kuwaitMidnight(isoDate: string): Date {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  const utc = Date.UTC(y, m - 1, d);
  const wall = kuwaitDateTime(new Date(utc));
  const [wy, wm, wd] = wall.date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = wall.time.split(':').map(Number) as [number, number];
  const offset = Date.UTC(wy, wm - 1, wd, hh, mm) - utc;
  return new Date(utc - offset);
}

export interface MonthBounds {
  /** First and last Kuwait day, 'YYYY-MM-DD' (inclusive). */
  firstDay: string;
  lastDay: string;
  /** Instants: from `startsAt` (inclusive) to `endsAt` (exclusive), Kuwait midnights. */
  startsAt: Date;
  endsAt: Date;
}

/** A month's bounds in Kuwait time. */
export function monthBounds(month: StatementMonth): MonthBounds {
  if (!isStatementMonth(month)) throw new RangeError(`Not a month: ${JSON.stringify(month)}`);
  const [year, m] = month.split('-').map(Number) as [number, number];
  const days = new Date(Date.UTC(year, m, 0)).getUTCDate();
  return {
    firstDay: `${month}-01`,
    lastDay: `${month}-${pad(days)}`,
    startsAt: kuwaitMidnight(`${month}-01`),
    endsAt: kuwaitMidnight(`${nextMonth(month)}-01`),
  };
}

/**
 * The month whose statements are due at `now`: the one before the Kuwait month of now (on the
 * 1st of December, November's).
 */
export function dueStatementMonth(now: Date): StatementMonth {
  return previousMonth(monthInKuwait(now));
}

/** Whether `now` is the 1st of a month in Kuwait (the day statements are made). */
export function isStatementDay(now: Date): boolean {
  return kuwaitDateTime(now).date.endsWith('-01');
}

/**
 * The VAT inside a total that includes it: the net n with n + VAT(n) = total (VAT rounded as
 * every quote rounds it, money.ts vatFils), and the rest. Bookings store their total only; the
 * statement splits it at the rate in force when it is made.
 */
export function vatIncluded(
  totalFils: number,
  vatPercent: number,
): { netFils: number; vatFils: number } {
  if (!vatPercent) return { netFils: totalFils, vatFils: 0 };
  const estimate = Math.floor((totalFils * 100) / (100 + vatPercent));
  for (let delta = 0; delta <= 20; delta++)
    for (const net of [estimate - delta, estimate + delta])
      if (net >= 0 && net + vatFils(net, vatPercent) === totalFils)
        return { netFils: net, vatFils: totalFils - net };
  return { netFils: estimate, vatFils: totalFils - estimate };
}

/** A shipment of the month on the statement. */
export interface StatementShipment {
  shipmentNo: string;
  awb: string;
  /** Kuwait day it was booked, 'YYYY-MM-DD'. */
  bookedOn: string;
  destination: string;
  /** What was charged, VAT included. */
  totalFils: number;
  netFils: number;
  vatFils: number;
  /** Cash on delivery asked of the receiver (0: none). */
  codAmountFils: number;
}

/** Cash collected in the month (a COD ledger entry). */
export interface StatementCollection {
  entryId: string;
  /** The shipment's AWB, else its number. */
  shipment: string;
  collectedOn: string;
  collectedFils: number;
  netFils: number;
}

/** A remittance paid in the month. */
export interface StatementRemittance {
  remittanceId: string;
  paidOn: string;
  totalFils: number;
}

export interface StatementFigures {
  shipmentCount: number;
  /** Shipping charges without VAT. */
  chargesFils: number;
  vatFils: number;
  /** chargesFils + vatFils: what the account was charged for the month's shipments. */
  totalFils: number;
  codCollectedFils: number;
  codRemittedFils: number;
}

/** Splits each shipment's charge into net and VAT (vatIncluded). */
export function statementShipment(
  row: Omit<StatementShipment, 'netFils' | 'vatFils'>,
  vatPercent: number,
): StatementShipment {
  return { ...row, ...vatIncluded(row.totalFils, vatPercent) };
}

/** The statement's figures: the sums of its lines. */
export function statementFigures(lines: {
  shipments: readonly StatementShipment[];
  collections: readonly StatementCollection[];
  remittances: readonly StatementRemittance[];
}): StatementFigures {
  const sum = <T>(rows: readonly T[], of: (row: T) => number) =>
    rows.reduce((total, row) => total + of(row), 0);
  const chargesFils = sum(lines.shipments, (s) => s.netFils);
  const vat = sum(lines.shipments, (s) => s.vatFils);
  return {
    shipmentCount: lines.shipments.length,
    chargesFils,
    vatFils: vat,
    totalFils: chargesFils + vat,
    codCollectedFils: sum(lines.collections, (c) => c.collectedFils),
    codRemittedFils: sum(lines.remittances, (r) => r.totalFils),
  };
}

/**
 * Whether the month had anything to state: any line at all. A cash entry of 0 fils (the receiver
 * paid nothing on a COD parcel) is still a line the merchant must see, so this counts lines, not
 * sums.
 */
export const hasActivity = (lines: {
  shipments: readonly unknown[];
  collections: readonly unknown[];
  remittances: readonly unknown[];
}): boolean => lines.shipments.length + lines.collections.length + lines.remittances.length > 0;
