import type { StatementRow } from '@courier/api-client/endpoints/portalStatements';
import { formatMonthYear } from '@courier/domain/formats';
import { formatKwd } from '@courier/domain/money';
import { Isolate } from '@courier/ui/Bidi';
import { useLanguage } from '@courier/ui/i18n/LanguageProvider';
import { Table, type TableColumn } from '@courier/ui/Table';
import { statementCsvHref, statementPdfHref, useStatements } from '../../api/portal/statements';
import { PageLoading } from '../../components/PageLoading';
import { usePortalPageWords, withPortalPageWords } from '../../i18n/portalPageWords';
import { useSignedOutRedirect } from '../../portal/useSignedOutRedirect';
import { PortalPage } from './PortalPage';

const linkClass =
  'inline-flex rounded-lg border border-navy-700 px-3 py-1 font-semibold text-navy-700 underline-offset-2 hover:underline';

/** Monthly statements: each month's figures and its PDF and CSV. */
function StatementsPage() {
  const w = usePortalPageWords();
  const language = useLanguage();
  const { data, error } = useStatements();
  useSignedOutRedirect(error);
  const money = (fils: number) => (
    <span className="whitespace-nowrap">
      <Isolate>{formatKwd(fils, language)}</Isolate>
    </span>
  );
  const monthOf = (s: StatementRow) => formatMonthYear(`${s.month}-01`, language);
  const columns: TableColumn<StatementRow>[] = [
    { id: 'month', header: w.statements.month, cell: monthOf },
    {
      id: 'shipments',
      header: w.statements.shipments,
      cell: (s) => s.shipmentCount,
      align: 'end',
    },
    {
      id: 'charges',
      header: w.statements.charges,
      cell: (s) => money(s.chargesFils),
      align: 'end',
    },
    { id: 'vat', header: w.statements.vat, cell: (s) => money(s.vatFils), align: 'end' },
    { id: 'total', header: w.statements.total, cell: (s) => money(s.totalFils), align: 'end' },
    {
      id: 'codCollected',
      header: w.statements.codCollected,
      cell: (s) => money(s.codCollectedFils),
      align: 'end',
    },
    {
      id: 'codRemitted',
      header: w.statements.codRemitted,
      cell: (s) => money(s.codRemittedFils),
      align: 'end',
    },
    {
      id: 'downloads',
      header: w.statements.downloads,
      cell: (s) => (
        <span className="flex flex-wrap gap-2">
          <a href={statementPdfHref(s.id)} download className={linkClass}>
            {w.statements.pdf}{' '}
            <span className="sr-only">{w.statements.ofMonth({ month: monthOf(s) })}</span>
          </a>
          <a href={statementCsvHref(s.id)} download className={linkClass}>
            {w.statements.csv}{' '}
            <span className="sr-only">{w.statements.ofMonth({ month: monthOf(s) })}</span>
          </a>
        </span>
      ),
    },
  ];
  return (
    <PortalPage title={w.statements.title} current="/statements">
      {data ? (
        <div className="flex flex-col gap-6">
          <p>{w.statements.intro}</p>
          <Table
            label={w.statements.title}
            columns={columns}
            rows={data.statements}
            rowId={(s) => s.id}
            emptyText={w.statements.none}
          />
        </div>
      ) : (
        <PageLoading />
      )}
    </PortalPage>
  );
}

export const Component = withPortalPageWords(StatementsPage);
