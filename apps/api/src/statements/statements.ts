import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, gte, lt, lte, notExists, sql } from 'drizzle-orm';
import type { StatementRow } from '@courier/api-client/endpoints/portalStatements';
import { todayInKuwait } from '@courier/domain/kuwaitClock';
import { isLanguage, type Language } from '@courier/domain/language';
import {
  hasActivity,
  isStatementMonth,
  monthBounds,
  statementFigures,
  statementShipment,
  type StatementMonth,
} from '@courier/domain/statements';
import type { Db } from '../db/client.ts';
import {
  codEntries,
  customers,
  remittances,
  shipmentCancellations,
  shipments,
  statements,
} from '../db/schema/index.ts';
import { ApiError } from '../http/envelope.ts';
import { rowsOf } from '../shipments/nextSerial.ts';
import { messageWordsIn } from '../http/messageLanguage.ts';

/**
 * Monthly statements (docs/statements.md): one account's month gathered from its shipments, the
 * COD ledger and the remittances, summed by @courier/domain/statements and kept as one row.
 */

const newId = () => `stm_${randomBytes(12).toString('base64url')}`;

/** A refusal in the reader's language (the statement group of the messages). */
export class StatementProblem extends ApiError {
  constructor(
    status: number,
    id: 'notFound' | 'month' | 'unknownAccount' | 'nothingToState',
    language: Language,
  ) {
    super(status, messageWordsIn(language).statement[id]);
  }
}

/**
 * The account's language: accounts keep none of their own, so it is the language of the
 * account's newest booking up to the month's end (whoever of the account booked it: the portal's
 * `lang` cookie or the API's Accept-Language), else English.
 */
async function accountLanguage(db: Db, customerId: number, until: Date): Promise<Language> {
  const [row] = await db
    .select({ language: shipments.language })
    .from(shipments)
    .where(
      and(
        eq(shipments.customerId, customerId),
        eq(shipments.test, false),
        lt(shipments.createdAt, until),
      ),
    )
    .orderBy(desc(shipments.createdAt), desc(shipments.id))
    .limit(1);
  return row && isLanguage(row.language) ? row.language : 'en';
}

/** The month's lines of one account: live shipments booked, cash collected, remittances paid. */
async function linesOf(db: Db, customerId: number, month: StatementMonth, vatPercent: number) {
  const bounds = monthBounds(month);
  const booked = await db
    .select({
      shipmentNo: shipments.shipmentNo,
      awb: sql<string>`coalesce(${shipments.awb}, '')`,
      createdAt: shipments.createdAt,
      destination: sql<string>`coalesce(${shipments.record}->>'receiver_country_name', ${shipments.record}->>'receiver_country', '')`,
      totalFils: shipments.totalAmountFils,
      codAmountFils: sql<number>`coalesce(${shipments.codAmountFils}, 0)`,
    })
    .from(shipments)
    .where(
      and(
        eq(shipments.customerId, customerId),
        eq(shipments.test, false),
        gte(shipments.createdAt, bounds.startsAt),
        lt(shipments.createdAt, bounds.endsAt),
        notExists(
          db
            .select({ one: sql`1` })
            .from(shipmentCancellations)
            .where(eq(shipmentCancellations.shipmentId, shipments.id)),
        ),
      ),
    )
    .orderBy(asc(shipments.createdAt), asc(shipments.id));
  const collected = await db
    .select({
      entryId: codEntries.publicId,
      shipment: sql<string>`coalesce(${shipments.awb}, ${shipments.shipmentNo})`,
      collectedOn: codEntries.collectedOn,
      collectedFils: codEntries.collectedFils,
      netFils: codEntries.netFils,
    })
    .from(codEntries)
    .innerJoin(shipments, eq(shipments.id, codEntries.shipmentId))
    .where(
      and(
        eq(codEntries.customerId, customerId),
        gte(codEntries.collectedOn, bounds.firstDay),
        lte(codEntries.collectedOn, bounds.lastDay),
      ),
    )
    .orderBy(asc(codEntries.collectedAt), asc(codEntries.id));
  const paid = await db
    .select({
      remittanceId: remittances.publicId,
      createdAt: remittances.createdAt,
      totalFils: remittances.totalFils,
    })
    .from(remittances)
    .where(
      and(
        eq(remittances.customerId, customerId),
        gte(remittances.createdAt, bounds.startsAt),
        lt(remittances.createdAt, bounds.endsAt),
      ),
    )
    .orderBy(asc(remittances.createdAt), asc(remittances.id));
  return {
    shipments: booked.map(({ createdAt, ...s }) =>
      statementShipment({ ...s, bookedOn: todayInKuwait(createdAt) }, vatPercent),
    ),
    collections: collected,
    remittances: paid.map(({ createdAt, ...r }) => ({ ...r, paidOn: todayInKuwait(createdAt) })),
  };
}

const viewColumns = {
  id: statements.publicId,
  month: statements.month,
  language: statements.language,
  shipmentCount: statements.shipmentCount,
  chargesFils: statements.chargesFils,
  vatFils: statements.vatFils,
  totalFils: statements.totalFils,
  codCollectedFils: statements.codCollectedFils,
  codRemittedFils: statements.codRemittedFils,
  generatedAtDate: statements.generatedAt,
};
type ViewRow = Omit<StatementRow, 'generatedAt'> & { generatedAtDate: Date };
const viewOf = ({ generatedAtDate, ...row }: ViewRow): StatementRow => ({
  ...row,
  generatedAt: generatedAtDate.toISOString(),
});

export interface GenerateInput {
  customerId: number;
  month: StatementMonth;
  /** `job` or `staff:<username>`. */
  by: string;
  /** The VAT rate bookings were charged at (operating settings). */
  vatPercent: number;
  /**
   * `keep`: the monthly job, which leaves a statement already made alone (a retried or repeated
   * job changes nothing); `replace`: staff regenerating, which writes the month again in place.
   */
  mode: 'keep' | 'replace';
  now?: Date;
}

/**
 * Makes (or with `replace` remakes) one account's statement of a month. The unique (account,
 * month) key holds one row: two regenerations at once both write the same figures, the later
 * winning; the id stays the first one's, so links keep working. Answers null when the month had
 * nothing and no statement exists.
 */
export async function generateStatement(
  db: Db,
  input: GenerateInput,
  language: Language = 'en',
): Promise<StatementRow | null> {
  if (!isStatementMonth(input.month)) throw new StatementProblem(400, 'month', language);
  const lines = await linesOf(db, input.customerId, input.month, input.vatPercent);
  const figures = statementFigures(lines);
  const values = {
    language: await accountLanguage(db, input.customerId, monthBounds(input.month).endsAt),
    ...figures,
    lines,
    generatedBy: input.by,
    generatedAt: input.now ?? new Date(),
  };
  if (!hasActivity(lines)) {
    const [kept] = await db
      .select({ id: statements.id })
      .from(statements)
      .where(and(eq(statements.customerId, input.customerId), eq(statements.month, input.month)));
    if (!kept) return null;
  }
  const insert = db
    .insert(statements)
    .values({ publicId: newId(), customerId: input.customerId, month: input.month, ...values });
  const [row] =
    input.mode === 'replace'
      ? await insert
          .onConflictDoUpdate({ target: [statements.customerId, statements.month], set: values })
          .returning(viewColumns)
      : await insert.onConflictDoNothing().returning(viewColumns);
  if (row) return viewOf(row);
  return (await statementsOf(db, input.customerId, input.month))[0] ?? null;
}

/** An account's statements, newest month first (or the one of `month`). */
export async function statementsOf(
  db: Db,
  customerId: number,
  month?: StatementMonth,
): Promise<StatementRow[]> {
  const rows = await db
    .select(viewColumns)
    .from(statements)
    .where(
      and(
        eq(statements.customerId, customerId),
        month === undefined ? undefined : eq(statements.month, month),
      ),
    )
    .orderBy(desc(statements.month))
    .limit(240);
  return rows.map(viewOf);
}

/** One statement with its lines, of this account only: another account's is not found. */
export async function statementOfAccount(
  db: Db,
  publicId: string,
  customerId: number,
  language: Language,
) {
  const [row] = await db
    .select({
      ...viewColumns,
      lines: statements.lines,
      accountNo: customers.accountNo,
      company: customers.companyName,
    })
    .from(statements)
    .innerJoin(customers, eq(customers.id, statements.customerId))
    .where(and(eq(statements.publicId, publicId), eq(statements.customerId, customerId)));
  if (!row) throw new StatementProblem(404, 'notFound', language);
  const { lines, accountNo, company, ...view } = row;
  return { statement: viewOf(view), lines, accountNo, company };
}
export type StatementDocument = Awaited<ReturnType<typeof statementOfAccount>>;

/** The account of a number (back office), or a 404 in the reader's language. */
export async function accountByNumber(db: Db, accountNo: string, language: Language) {
  const [row] = await db
    .select({ id: customers.id, accountNo: customers.accountNo })
    .from(customers)
    .where(eq(customers.accountNo, accountNo.trim()));
  if (!row) throw new StatementProblem(404, 'unknownAccount', language);
  return row;
}

/**
 * Accounts with something to state in the month and no statement of it yet: live shipments
 * booked, cash collected or a remittance paid in it.
 */
export async function accountsDue(db: Db, month: StatementMonth): Promise<number[]> {
  const b = monthBounds(month);
  const result = await db.execute(sql`
    select customer_id from (
      select customer_id from ${shipments}
       where customer_id is not null and test = false
         and created_at >= ${b.startsAt.toISOString()}::timestamptz and created_at < ${b.endsAt.toISOString()}::timestamptz
      union
      select customer_id from ${codEntries}
       where collected_on between ${b.firstDay}::date and ${b.lastDay}::date
      union
      select customer_id from ${remittances}
       where created_at >= ${b.startsAt.toISOString()}::timestamptz and created_at < ${b.endsAt.toISOString()}::timestamptz
    ) active
    where not exists (
      select 1 from ${statements} s where s.customer_id = active.customer_id and s.month = ${month}
    )
    order by customer_id`);
  return rowsOf<{ customer_id: number }>(result).map((r) => Number(r.customer_id));
}
