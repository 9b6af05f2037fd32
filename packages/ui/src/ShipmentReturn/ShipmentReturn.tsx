import { Link } from 'react-aria-components';
import { Ltr } from '../Bidi/Bidi';
import { Button } from '../Button/Button';
import { usePortalWords } from '../i18n/portalWords';
import { StatusBadge, type StatusTone } from '../StatusBadge/StatusBadge';
import { TextField } from '../TextField/TextField';
import { focusRing } from '../utils/focusRing';

/** The other end of a return: its number, where its page is, and its status. */
interface LinkedShipmentView {
  shipmentNo: string;
  href: string;
  status: { label: string; tone?: StatusTone };
}

export interface ShipmentReturnProps {
  /** The shipment's return, once one is made. */
  returnShipment?: LinkedShipmentView | null;
  /** The shipment a return brings back. */
  originalShipment?: LinkedShipmentView | null;
  /** A return may be made now (delivered, none yet) and the user's role allows it. */
  canReturn?: boolean;
  onCreate?: () => void;
  onMakeLink?: () => void;
  /** The call running: its button reads 'Processing...', the other waits. */
  busy?: 'create' | 'link' | null;
  /** The link made for the shop's customer, and the day it stops working (already formatted). */
  customerLink?: { url: string; until: string } | null;
  /** A refusal, in the reader's language. */
  error?: string;
}

const linkStyle = (rp: { isFocusVisible: boolean }) =>
  focusRing({ ...rp, className: 'font-semibold text-navy-700 underline underline-offset-2' });

function Linked({ label, shipment }: { label: string; shipment: LinkedShipmentView }) {
  return (
    <p className="flex flex-wrap items-center gap-2">
      <span>{label}</span>
      <Link href={shipment.href} className={linkStyle}>
        <Ltr>{shipment.shipmentNo}</Ltr>
      </Link>
      <StatusBadge {...shipment.status} />
    </p>
  );
}

/**
 * The Return section of a shipment's page (docs/returns.md): a delivered shipment's "Create
 * return" and "Make a return link" actions, the link once made, and the return (or, on a return,
 * its original) with its status. The page calls the API; this shows what it answers.
 */
export function ShipmentReturn({
  returnShipment,
  originalShipment,
  canReturn = false,
  onCreate,
  onMakeLink,
  busy = null,
  customerLink,
  error,
}: ShipmentReturnProps) {
  const portal = usePortalWords();
  return (
    <section aria-labelledby="shipment-return-title" className="space-y-3">
      <h2 id="shipment-return-title" className="text-lg font-semibold text-ink">
        {portal.returns.title}
      </h2>
      {originalShipment && <Linked label={portal.returns.returnOf} shipment={originalShipment} />}
      {returnShipment && <Linked label={portal.returns.returnShipment} shipment={returnShipment} />}
      {canReturn && !returnShipment && (
        <div className="space-y-2">
          <p className="text-sm text-ink-muted">{portal.returns.createHint}</p>
          <div className="flex flex-wrap gap-2">
            <Button onPress={onCreate} isBusy={busy === 'create'} isDisabled={busy !== null}>
              {portal.returns.create}
            </Button>
            <Button
              variant="outline"
              onPress={onMakeLink}
              isBusy={busy === 'link'}
              isDisabled={busy !== null}
            >
              {portal.returns.makeLink}
            </Button>
          </div>
        </div>
      )}
      {customerLink && (
        <TextField
          label={portal.returns.link}
          value={customerLink.url}
          isReadOnly
          description={portal.returns.linkUntil({ date: customerLink.until })}
        />
      )}
      {error && (
        <p role="alert" className="text-sm font-semibold text-red-800">
          {error}
        </p>
      )}
    </section>
  );
}
