import { formatCalendarDate, formatNumber } from '@courier/domain/formats';
import { StatusBadge } from '@courier/ui/StatusBadge';
import { useLanguage } from '@courier/ui/i18n/LanguageProvider';
import { useAdmin } from '../api/hooks';
import { ErrorText, PageTitle } from '../Layout';
import { useAdminWords } from '../i18n/words';
import { toneOf } from './statusTone';
import { useStatusWords } from './statusWords';

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <div className="rounded-card border border-line bg-surface p-4">
      <dt className="text-sm text-ink-muted">{label}</dt>
      <dd className="text-3xl font-semibold text-navy-800">{value}</dd>
    </div>
  );
}

export function DashboardPage() {
  const t = useAdminWords();
  const language = useLanguage();
  const status = useStatusWords();
  const { data, error } = useAdmin('admin_dashboard', {}, { refreshInterval: 60_000 });
  return (
    <>
      <PageTitle>
        {data
          ? `${t.dashboard.title}: ${formatCalendarDate(data.date, language)}`
          : t.dashboard.title}
      </PageTitle>
      <ErrorText error={error} />
      {data && (
        <>
          <dl className="grid grid-cols-1 gap-4 sm:grid-cols-3">
            <Figure label={t.dashboard.bookingsToday} value={data.bookingsToday} />
            <Figure label={t.dashboard.openExceptions} value={data.openExceptions} />
            <Figure label={t.dashboard.unhandledEnquiries} value={data.unhandledEnquiries} />
          </dl>
          <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
            <section className="rounded-card border border-line bg-surface p-4">
              <h2 className="mb-2 font-semibold text-navy-800">{t.dashboard.collectionsBySlot}</h2>
              {data.collectionsBySlot.length === 0 ? (
                <p className="text-sm text-ink-muted">{t.dashboard.none}</p>
              ) : (
                <table className="w-full text-sm">
                  <thead>
                    <tr>
                      <th scope="col" className="text-start">
                        {t.dashboard.slot}
                      </th>
                      <th scope="col" className="text-end">
                        {t.dashboard.count}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.collectionsBySlot.map((s) => (
                      <tr key={s.slot} className="border-t border-line">
                        <td>{s.slot}</td>
                        <td className="text-end">{s.count}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              )}
            </section>
            <section className="rounded-card border border-line bg-surface p-4">
              <h2 className="mb-2 font-semibold text-navy-800">{t.dashboard.byStatus}</h2>
              <ul className="flex flex-wrap gap-2">
                {data.shipmentsByStatus.map((s) => (
                  <li key={s.status}>
                    <StatusBadge
                      label={`${status(s.status, s.label)}: ${formatNumber(s.count, language)}`}
                      tone={toneOf(s.status)}
                    />
                  </li>
                ))}
              </ul>
            </section>
          </div>
        </>
      )}
    </>
  );
}
