import { Button } from '../Button/Button';
import { useUiWords } from '../i18n/uiWords';
import { useFocusOnMount } from '../utils/useFocusOnMount';
import { Ltr } from '../Bidi/Bidi';

export interface BookingResultViewProps {
  bookingNo: string;
  referenceNo: string;
  /** Cancel returns to the form. */
  onCancel: () => void;
}

/** Book Collection's result: Booking No and Reference No, and Cancel back to the form. */
export function BookingResultView({ bookingNo, referenceNo, onCancel }: BookingResultViewProps) {
  const w = useUiWords();
  const titleRef = useFocusOnMount<HTMLHeadingElement>();
  return (
    <section
      aria-labelledby="booking-result-title"
      className="flex flex-col gap-4 rounded-card border border-line bg-surface p-6 shadow-card"
    >
      <h2
        id="booking-result-title"
        ref={titleRef}
        tabIndex={-1}
        className="scroll-mt-8 outline-0 text-title font-bold text-navy-800"
      >
        {w.result.collectionBooked}
      </h2>
      <dl className="grid gap-4 sm:grid-cols-2">
        <div>
          <dt className="text-sm text-ink-muted">{w.result.bookingNo}</dt>
          <dd
            className="text-2xl font-bold break-all tabular-nums text-navy-800"
            data-testid="booking-no"
          >
            <Ltr>{bookingNo}</Ltr>
          </dd>
        </div>
        <div>
          <dt className="text-sm text-ink-muted">{w.result.referenceNo}</dt>
          <dd
            className="text-2xl font-bold break-all tabular-nums text-navy-800"
            data-testid="reference-no"
          >
            <Ltr>{referenceNo}</Ltr>
          </dd>
        </div>
      </dl>
      <Button variant="outline" className="w-fit" onPress={onCancel}>
        {w.common.cancel}
      </Button>
    </section>
  );
}
