import { MESSAGES } from '@courier/domain/messages';
import { MultiTrackingTable } from '@courier/ui/MultiTrackingTable';
import { toast } from '@courier/ui/Toaster';
import { TrackingBox } from '@courier/ui/TrackingBox';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useTrackingData } from '../../api/tracking';
import { Container } from '../../components/Container';
import { PageBanner } from '../../components/PageBanner';
import { multiTrackingHref, orderTrackingHref } from '../../components/trackingHrefs';
import { useQueryParam } from '../../components/useQueryParam';
import { useSiteWords } from '../../i18n/siteWords';

export function Component() {
  const w = useSiteWords();
  const navigate = useNavigate();
  const numbers = useQueryParam('tracking_number');
  const { data, error, isLoading } = useTrackingData(numbers || null);

  useEffect(() => {
    // Spec 8: multi-tracking without a number shows the toast 'Somthing went wrong.'.
    if (!numbers)
      toast.error(MESSAGES.multiTrackingMissingNumber, { id: 'multi-tracking-missing' });
  }, [numbers]);

  return (
    <>
      <PageBanner title={w.pages.multiTracking} />
      <Container className="space-y-8">
        <div className="max-w-2xl">
          <TrackingBox
            variant="multiple"
            defaultValue={numbers}
            onTrack={(next) => navigate(multiTrackingHref(next))}
          />
        </div>
        {data && data.Data.length > 0 ? (
          <MultiTrackingTable rows={data.Data} trackingHref={orderTrackingHref} />
        ) : null}
        {numbers && !isLoading && (error || data?.Data.length === 0) ? (
          <p
            role="alert"
            className="rounded-card bg-danger-soft p-4 font-semibold text-danger"
            data-testid="tracking-not-found"
          >
            {w.tracking.noneFound}
          </p>
        ) : null}
      </Container>
    </>
  );
}
