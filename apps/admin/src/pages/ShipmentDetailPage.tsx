import { useState } from 'react';
import { formatKuwaitDateTime, formatRecordDate } from '@courier/domain/formats';
import { formatDeclaredValue, formatKwd } from '@courier/domain/money';
import { useLanguage } from '@courier/ui/i18n/LanguageProvider';
import { Link, useParams } from 'react-router';
import { ConfirmDialog } from '@courier/ui/ConfirmDialog';
import { Isolate } from '@courier/ui/Bidi';
import { Button } from '@courier/ui/Button';
import { StatusBadge } from '@courier/ui/StatusBadge';
import { TextArea } from '@courier/ui/TextArea';
import { adminCall, AdminCallError, downloadFile, useAdmin } from '../api/hooks';
import { useCan } from '../api/session';
import { ErrorText, PageTitle } from '../Layout';
import { adminEn } from '../i18n/en';
import { useAdminWords } from '../i18n/words';

type BookingField = keyof typeof adminEn.shipments.bookingFields;
import { toneOf } from './statusTone';
import { useStatusWords } from './statusWords';
import { PaymentBadge } from './PaymentBadge';

const BOOKING_FIELDS = Object.keys(adminEn.shipments.bookingFields) as BookingField[];

/** A booking field as staff read it, as recorded. */
function bookingValue(value: unknown): string {
  return value === null || value === undefined ? '' : String(value);
}

export function ShipmentDetailPage() {
  const t = useAdminWords();
  const language = useLanguage();
  const status = useStatusWords();
  const { shipmentNo = '' } = useParams();
  const { data, error, mutate } = useAdmin('admin_shipment', { shipmentNo });
  const canDocuments = useCan('shipments.documents');
  const canCancel = useCan('shipments.cancel');
  const [actionError, setActionError] = useState<unknown>(null);
  const [cancelOpen, setCancelOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const s = data?.shipment;
  const declared = s
    ? formatDeclaredValue(String(s.record.value ?? ''), String(s.record.currency_code ?? ''))
    : undefined;

  const open = async (kind: 'kyc' | 'invoice') => {
    setActionError(null);
    try {
      downloadFile(await adminCall('admin_shipment_document', { shipmentNo, kind }));
    } catch (err) {
      setActionError(err);
    }
  };
  const cancel = async () => {
    setBusy(true);
    try {
      await adminCall('admin_shipment_cancel', { shipmentNo, reason });
      setCancelOpen(false);
      await mutate();
    } catch (err) {
      setActionError(err instanceof AdminCallError ? err : String(err));
      setCancelOpen(false);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Link to="/shipments" className="text-sm text-navy-700 underline">
        {t.shipments.back}
      </Link>
      <PageTitle>{t.shipments.detailTitle({ no: shipmentNo })}</PageTitle>
      <ErrorText error={error ?? actionError} />
      {s && (
        <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
          <section className="flex flex-col gap-2 rounded-card border border-line bg-surface p-4">
            <p className="flex flex-wrap items-center gap-2">
              <StatusBadge label={status(s.status, s.statusLabel)} tone={toneOf(s.status)} />
              {s.awb ? (
                <span>
                  {t.shipments.awb}: <strong>{s.awb}</strong>
                </span>
              ) : null}
            </p>
            {s.cancelReason && <p>{t.shipments.cancelled({ reason: s.cancelReason })}</p>}
            {[
              { number: s.returnOf, words: t.shipments.returnOf },
              { number: s.returnNo, words: t.shipments.returnedAs },
            ].map(({ number, words }) =>
              number ? (
                <p key={number}>
                  <Link
                    to={`/shipments/${encodeURIComponent(number)}`}
                    className="text-navy-700 underline"
                  >
                    {words({ number })}
                  </Link>
                </p>
              ) : null,
            )}
            <h2 className="font-semibold text-navy-800">{t.shipments.booking}</h2>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              <div className="contents">
                <dt className="text-ink-muted">{t.shipments.amountCharged}</dt>
                <dd>{formatKwd(s.amountFils, language)}</dd>
              </div>
              {declared ? (
                <div className="contents">
                  <dt className="text-ink-muted">{t.shipments.declaredValue}</dt>
                  <dd>{declared}</dd>
                </div>
              ) : null}
              <div className="contents">
                <dt className="text-ink-muted">{t.shipments.payment}</dt>
                <dd>
                  <PaymentBadge payment={s.payment} paidAt={s.paidAt} />
                </dd>
              </div>
              {/* A field the booking left empty is left out, not listed as '-'. */}
              {BOOKING_FIELDS.filter((key) => bookingValue(s.record[key]).trim() !== '').map(
                (key) => (
                  <div key={key} className="contents">
                    <dt className="text-ink-muted">{t.shipments.bookingFields[key]}</dt>
                    <dd className="break-words">
                      {/* What people typed, in either script: isolated, so a phone's '+' stays in front. */}
                      <Isolate>{bookingValue(s.record[key])}</Isolate>
                    </dd>
                  </div>
                ),
              )}
            </dl>
            <h2 className="font-semibold text-navy-800">{t.shipments.documents}</h2>
            {canDocuments ? (
              <div className="flex flex-wrap gap-2">
                {s.hasKyc && (
                  <Button variant="outline" onPress={() => open('kyc')}>
                    {t.shipments.viewKyc}
                  </Button>
                )}
                {s.hasInvoice && (
                  <Button variant="outline" onPress={() => open('invoice')}>
                    {t.shipments.viewInvoice}
                  </Button>
                )}
              </div>
            ) : (
              <p className="text-sm text-ink-muted">{t.shipments.documentsHidden}</p>
            )}
            {s.labelLinks.length > 0 && (
              <>
                <h2 className="font-semibold text-navy-800">{t.shipments.labels}</h2>
                <ul className="flex flex-wrap gap-3 text-sm">
                  {s.labelLinks.map((l) => (
                    <li key={l.url}>
                      <a
                        href={l.url}
                        target="_blank"
                        rel="noreferrer"
                        className="text-navy-700 underline"
                      >
                        {t.shipments.linkKinds[l.kind]}
                      </a>
                    </li>
                  ))}
                </ul>
              </>
            )}
            {canCancel && (s.status === 'booked' || s.status === 'not_booked') && (
              <div>
                <Button variant="outline" onPress={() => setCancelOpen(true)}>
                  {t.shipments.cancel}
                </Button>
              </div>
            )}
          </section>
          {s.receiverChoices.length > 0 && (
            <section
              className="rounded-card border border-line bg-surface p-4"
              data-testid="receiver-choices"
            >
              <h2 className="mb-2 font-semibold text-navy-800">{t.shipments.receiverChoices}</h2>
              <table className="w-full text-sm" aria-label={t.shipments.receiverChoicesTable}>
                <thead>
                  <tr>
                    <th scope="col" className="text-start">
                      {t.shipments.date}
                    </th>
                    <th scope="col" className="text-start">
                      {t.shipments.receiverWhat}
                    </th>
                    <th scope="col" className="text-start">
                      {t.shipments.receiverChannel}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {s.receiverChoices.map((c, i) => (
                    <tr key={i} className="border-t border-line align-top">
                      <td>{formatKuwaitDateTime(c.createdAt, language)}</td>
                      <td>
                        <span className="block font-semibold">
                          {t.shipments.receiverKinds[c.kind]}
                        </span>
                        <Isolate>{c.summary}</Isolate>
                      </td>
                      <td>{t.shipments.receiverChannels[c.channel]}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
          )}
          <section className="rounded-card border border-line bg-surface p-4">
            <h2 className="mb-2 font-semibold text-navy-800">{t.shipments.history}</h2>
            <table className="w-full text-sm">
              <thead>
                <tr>
                  <th scope="col" className="text-start">
                    {t.shipments.date}
                  </th>
                  <th scope="col" className="text-start">
                    {t.shipments.status}
                  </th>
                  <th scope="col" className="text-start">
                    {t.shipments.location}
                  </th>
                </tr>
              </thead>
              <tbody>
                {s.history.map((h, i) => (
                  <tr key={i} className="border-t border-line">
                    <td>
                      {formatRecordDate(h.date, language)} {h.time}
                    </td>
                    <td>{status(h.code, h.status)}</td>
                    <td>
                      {h.location}
                      {h.remarks && <span className="block text-ink-muted">{h.remarks}</span>}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        </div>
      )}
      <ConfirmDialog
        title={t.shipments.cancelTitle}
        isOpen={cancelOpen}
        onCancel={() => setCancelOpen(false)}
        onConfirm={cancel}
        confirmLabel={t.shipments.cancel}
        isBusy={busy}
        canConfirm={reason.trim().length > 0}
      >
        <TextArea label={t.shipments.cancelReason} value={reason} onChange={setReason} />
      </ConfirmDialog>
    </>
  );
}
