import { useMessageWords } from '@courier/ui/i18n/messageWords';
import { ltrText } from '@courier/ui/Bidi';
import { useLanguage } from '@courier/ui/i18n/LanguageProvider';
import { TrackingBox } from '@courier/ui/TrackingBox';
import { useNavigate } from 'react-router';
import { useTracks } from '../../api/tracking';
import { Container } from '../../components/Container';
import { PageBanner } from '../../components/PageBanner';
import { orderTrackingHref } from '../../components/trackingHrefs';
import { useQueryParam } from '../../components/useQueryParam';
import { useSiteWords } from '../../i18n/siteWords';
import { TrackingResult } from './TrackingResult';

export function Component() {
  const w = useSiteWords();
  const m = useMessageWords();
  const language = useLanguage();
  const navigate = useNavigate();
  const number = useQueryParam('tracking_number');
  const { data, error, isLoading } = useTracks(number || null);
  const tracking = data?.data;

  return (
    <>
      <PageBanner title={w.pages.orderTracking} />
      <Container className="space-y-6 sm:space-y-8">
        <div className="max-w-2xl">
          <TrackingBox
            variant="box"
            defaultValue={number}
            onTrack={(next) => navigate(orderTrackingHref(next))}
          />
        </div>
        {!number ? (
          <p role="alert" className="rounded-card bg-danger-soft p-4 font-semibold text-danger">
            {m.section8.orderTrackingMissingNumber}
          </p>
        ) : null}
        {number && !isLoading && (error || (data && !tracking)) ? (
          <p
            role="alert"
            className="rounded-card bg-danger-soft p-4 font-semibold text-danger"
            data-testid="tracking-not-found"
          >
            {w.tracking.notFound({ number: language === 'en' ? number : ltrText(number) })}
          </p>
        ) : null}
        {tracking ? <TrackingResult number={number} tracking={tracking} /> : null}
      </Container>
    </>
  );
}
