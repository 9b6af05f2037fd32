import type { CodEntryRow, RemittanceRow } from '@courier/api-client/endpoints/portalCod';
import { formatDayDate, formatDayRange } from '@courier/domain/formats';
import { kuwaitDateTime } from '@courier/domain/kuwaitClock';
import { formatKwd } from '@courier/domain/money';
import { Isolate, Ltr } from '@courier/ui/Bidi';
import { Button } from '@courier/ui/Button';
import { useLanguage } from '@courier/ui/i18n/LanguageProvider';
import { StatusBadge } from '@courier/ui/StatusBadge';
import { Table, type TableColumn } from '@courier/ui/Table';
import { useState } from 'react';
import { codStatementHref, useCodLedger, useRemittance } from '../../api/portal/cod';
import { PageLoading } from '../../components/PageLoading';
import { usePortalPageWords, withPortalPageWords } from '../../i18n/portalPageWords';
import { useSignedOutRedirect } from '../../portal/useSignedOutRedirect';
import { PortalPage } from './PortalPage';

function useMoney() {
  const language = useLanguage();
  return (fils: number) => <Isolate>{formatKwd(fils, language)}</Isolate>;
}

/** Entries of the ledger or of one remittance: what was collected, kept and is due. */
function EntriesTable({ label, entries }: { label: string; entries: readonly CodEntryRow[] }) {
  const w = usePortalPageWords();
  const language = useLanguage();
  const money = useMoney();
  const columns: TableColumn<CodEntryRow>[] = [
    { id: 'shipment', header: w.cod.shipment, cell: (e) => <Ltr>{e.awb || e.shipmentNo}</Ltr> },
    { id: 'on', header: w.cod.collectedOn, cell: (e) => formatDayDate(e.collectedOn, language) },
    { id: 'collected', header: w.cod.collected, cell: (e) => money(e.collectedFils), align: 'end' },
    { id: 'fee', header: w.cod.fee, cell: (e) => money(e.feeFils), align: 'end' },
    { id: 'shipping', header: w.cod.shipping, cell: (e) => money(e.shippingFils), align: 'end' },
    { id: 'net', header: w.cod.net, cell: (e) => money(e.netFils), align: 'end' },
    {
      id: 'status',
      header: w.cod.status,
      cell: (e) => (
        <StatusBadge
          label={e.remittanceId ? w.cod.paid : w.cod.pending}
          tone={e.remittanceId ? 'success' : 'warning'}
        />
      ),
    },
  ];
  return (
    <Table
      label={label}
      columns={columns}
      rows={entries}
      rowId={(e) => e.id}
      emptyText={w.cod.none}
    />
  );
}

/** One remittance's entries, loaded when opened. */
function RemittanceEntries({ remittance }: { remittance: RemittanceRow }) {
  const w = usePortalPageWords();
  const { data } = useRemittance(remittance.id);
  if (!data) return <p>{w.cod.loading}</p>;
  return <EntriesTable label={w.cod.entriesOf({ id: remittance.id })} entries={data.entries} />;
}

/** Cash on delivery: collected, pending and paid, the remittances and every entry. */
function CashOnDeliveryPage() {
  const w = usePortalPageWords();
  const language = useLanguage();
  const money = useMoney();
  const { data, error } = useCodLedger();
  useSignedOutRedirect(error);
  const [open, setOpen] = useState<RemittanceRow | null>(null);
  const remittanceColumns: TableColumn<RemittanceRow>[] = [
    { id: 'id', header: w.cod.reference, cell: (r) => <Ltr>{r.id}</Ltr> },
    {
      id: 'period',
      header: w.cod.period,
      cell: (r) => formatDayRange(r.periodFrom, r.periodTo, language),
    },
    { id: 'entries', header: w.cod.entries, cell: (r) => r.entryCount, align: 'end' },
    { id: 'total', header: w.cod.total, cell: (r) => money(r.totalFils), align: 'end' },
    {
      id: 'paidOn',
      header: w.cod.paidOn,
      // The Kuwait day it was paid: an evening payment is already the next day there.
      cell: (r) => formatDayDate(kuwaitDateTime(new Date(r.createdAt)).date, language),
    },
    {
      id: 'open',
      header: w.cod.actions,
      cell: (r) => (
        <Button variant="outline" onPress={() => setOpen(open?.id === r.id ? null : r)}>
          {open?.id === r.id ? w.cod.hideEntries : w.cod.showEntries}
        </Button>
      ),
    },
  ];
  return (
    <PortalPage title={w.cod.title} current="/cash-on-delivery">
      {data ? (
        <div className="flex flex-col gap-8">
          <p>{w.cod.intro}</p>
          <dl className="grid gap-4 sm:grid-cols-3">
            {(
              [
                [w.cod.collectedTotal, data.summary.collectedFils],
                [w.cod.pendingTotal, data.summary.pendingFils],
                [w.cod.paidTotal, data.summary.paidFils],
              ] as const
            ).map(([label, fils]) => (
              <div key={label} className="rounded-card border border-line bg-surface p-4">
                <dt className="text-sm text-ink-muted">{label}</dt>
                <dd className="text-2xl font-bold text-navy-800">{money(fils)}</dd>
              </div>
            ))}
          </dl>
          <p className="text-sm text-ink-muted">
            {w.cod.deducted({
              fee: formatKwd(data.summary.feeFils, language),
              shipping: formatKwd(data.summary.shippingFils, language),
            })}
          </p>
          <div>
            <a
              href={codStatementHref}
              download
              className="inline-flex rounded-lg border border-navy-700 px-4 py-2 font-semibold text-navy-700 underline-offset-2 hover:underline"
            >
              {w.cod.statementCsv}
            </a>
          </div>
          <section aria-labelledby="cod-remittances" className="flex flex-col gap-3">
            <h2 id="cod-remittances" className="text-xl font-bold text-navy-800">
              {w.cod.remittances}
            </h2>
            <Table
              label={w.cod.remittances}
              columns={remittanceColumns}
              rows={data.remittances}
              rowId={(r) => r.id}
              emptyText={w.cod.noRemittances}
            />
            {open && <RemittanceEntries remittance={open} />}
          </section>
          <section aria-labelledby="cod-entries" className="flex flex-col gap-3">
            <h2 id="cod-entries" className="text-xl font-bold text-navy-800">
              {w.cod.ledger}
            </h2>
            <EntriesTable label={w.cod.ledger} entries={data.entries} />
          </section>
        </div>
      ) : (
        <PageLoading />
      )}
    </PortalPage>
  );
}

export const Component = withPortalPageWords(CashOnDeliveryPage);
