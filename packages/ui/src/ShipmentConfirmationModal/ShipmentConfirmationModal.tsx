import { Link } from 'react-aria-components';
import { Modal } from '../Modal/Modal';
import { en } from '../i18n/en';
import { focusRing } from '../utils/focusRing';

export interface ShipmentConfirmationModalProps {
  isOpen: boolean;
  /** Ok closes the modal. */
  onOk: () => void;
  airwayBillNo: string;
  labelImageUrl?: string;
  downloadUrl?: string;
}

/** The customer wizard's confirmation after the courier booking. */
export function ShipmentConfirmationModal({
  isOpen,
  onOk,
  airwayBillNo,
  labelImageUrl,
  downloadUrl,
}: ShipmentConfirmationModalProps) {
  return (
    <Modal
      title={en.result.confirmationTitle}
      isOpen={isOpen}
      onOpenChange={(open) => !open && onOk()}
      closeLabel={en.common.ok}
    >
      <dl className="mb-4">
        <dt className="text-sm text-ink-muted">{en.result.airwayBill}</dt>
        <dd data-testid="awb-number" className="text-2xl font-bold tabular-nums text-navy-800">
          {airwayBillNo}
        </dd>
      </dl>
      {labelImageUrl && (
        <img
          src={labelImageUrl}
          alt={`${en.result.label} ${airwayBillNo}`}
          className="mb-4 max-h-80 w-full rounded border border-line object-contain"
        />
      )}
      {downloadUrl && (
        <Link
          href={downloadUrl}
          target="_blank"
          rel="noopener"
          download
          className={(rp) =>
            focusRing({ ...rp, className: 'font-semibold text-navy-700 underline' })
          }
        >
          {en.result.downloadFile}
        </Link>
      )}
    </Modal>
  );
}
