import { Link } from 'react-aria-components';
import { Modal } from '../Modal/Modal';
import { useUiWords } from '../i18n/uiWords';
import { focusRing } from '../utils/focusRing';
import { Ltr } from '../Bidi/Bidi';

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
  const w = useUiWords();
  return (
    <Modal
      title={w.result.confirmationTitle}
      isOpen={isOpen}
      onOpenChange={(open) => !open && onOk()}
      closeLabel={w.common.ok}
    >
      <dl className="mb-4">
        <dt className="text-sm text-ink-muted">{w.result.airwayBill}</dt>
        <dd data-testid="awb-number" className="text-2xl font-bold tabular-nums text-navy-800">
          <Ltr>{airwayBillNo}</Ltr>
        </dd>
      </dl>
      {labelImageUrl && (
        <img
          src={labelImageUrl}
          alt={`${w.result.label} ${airwayBillNo}`}
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
          {w.result.downloadFile}
        </Link>
      )}
    </Modal>
  );
}
