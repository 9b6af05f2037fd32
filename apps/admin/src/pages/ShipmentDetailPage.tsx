import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ConfirmDialog } from '@courier/ui/ConfirmDialog';
import { orEmpty } from '@courier/ui/emptyValue';
import { Button } from '@courier/ui/Button';
import { StatusBadge } from '@courier/ui/StatusBadge';
import { TextArea } from '@courier/ui/TextArea';
import { adminCall, AdminCallError, downloadFile, useAdmin } from '../api/hooks';
import { useCan } from '../api/session';
import { ErrorText, PageTitle } from '../Layout';
import { t } from '../i18n/en';
import { toneOf } from './statusTone';

const BOOKING_FIELDS = Object.keys(
  t.shipments.bookingFields,
) as (keyof typeof t.shipments.bookingFields)[];

/** A booking field as staff read it: codes in words, everything else as recorded. */
function bookingValue(key: string, value: unknown): string {
  const text = value === null || value === undefined ? '' : String(value);
  return key === 'payment_type' ? (t.shipments.paymentTypes[text] ?? text) : text;
}

export function ShipmentDetailPage() {
  const { shipmentNo = '' } = useParams();
  const { data, error, mutate } = useAdmin('admin_shipment', { shipmentNo });
  const canDocuments = useCan('shipments.documents');
  const canCancel = useCan('shipments.cancel');
  const [actionError, setActionError] = useState<unknown>(null);
  const [cancelOpen, setCancelOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const s = data?.shipment;

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
      <PageTitle>{t.shipments.detailTitle(shipmentNo)}</PageTitle>
      <ErrorText error={error ?? actionError} />
      {s && (
        <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
          <section className="flex flex-col gap-2 rounded-card border border-line bg-surface p-4">
            <p className="flex flex-wrap items-center gap-2">
              <StatusBadge label={s.statusLabel} tone={toneOf(s.status)} />
              <span>
                {t.shipments.awb}: <strong>{s.awb ?? '-'}</strong>
              </span>
            </p>
            {s.cancelReason && <p>{t.shipments.cancelled(s.cancelReason)}</p>}
            <h2 className="font-semibold text-navy-800">{t.shipments.booking}</h2>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              {BOOKING_FIELDS.map((key) => (
                <div key={key} className="contents">
                  <dt className="text-ink-muted">{t.shipments.bookingFields[key]}</dt>
                  <dd className="break-words">{orEmpty(bookingValue(key, s.record[key]))}</dd>
                </div>
              ))}
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
                        {l.label}
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
                      {h.date} {h.time}
                    </td>
                    <td>{h.status}</td>
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
