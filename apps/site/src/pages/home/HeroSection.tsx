import type { HomeSlide } from '@courier/api-client/endpoints/content';
import { Link, useNavigate } from 'react-router';
import { figureValue, NETWORK_COUNTRIES, useMarketingFigures } from '../../api/company';
import { useHomeSlides } from '../../api/content';
import { multiTrackingHref, orderTrackingHref } from '../../components/trackingHrefs';
import { useSiteWords } from '../../i18n/siteWords';
import { island } from '../../ssr/island';

// Islands: the server renders them, the browser hydrates each when its chunk is in,
// so the slider, react-hook-form and the zod schemas are not part of the home's initial JavaScript.
const HeroSlider = island(() => import('@courier/ui/HeroSlider').then((m) => m.HeroSlider));
const TrackingBox = island(() => import('@courier/ui/TrackingBox').then((m) => m.TrackingBox));
const RateInquiryCard = island(() => import('./RateInquiryCard').then((m) => m.RateInquiryCard));

/**
 * Shown until the slides arrive (or if they fail, or none is published): the page always has its
 * heading. The network's reach is the back office's figure, when there is one.
 */
const fallbackSlide = (
  w: ReturnType<typeof useSiteWords>,
  countries: string | undefined,
): HomeSlide => ({
  imageUrl: '/media/slides/1.svg',
  title: w.home.heroTitle,
  highlight: countries ? w.home.heroReach({ countries }) : w.home.heroWorldwide,
  subtitle: w.home.heroSubtitle,
});

/** Hero with the tracking boxes (TRACK or Enter), then the Rate Inquiry card. */
export function HeroSection() {
  const w = useSiteWords();
  const navigate = useNavigate();
  const { list } = useHomeSlides();
  const countries = figureValue(useMarketingFigures(), NETWORK_COUNTRIES);
  return (
    <>
      <HeroSlider slides={list.length > 0 ? list : [fallbackSlide(w, countries)]}>
        <div id="track" className="scroll-mt-4 space-y-4">
          <TrackingBox onTrack={(number) => navigate(orderTrackingHref(number))} />
          <TrackingBox
            variant="multiple"
            onTrack={(numbers) => navigate(multiTrackingHref(numbers))}
          />
          <Link to="/find-location" className="inline-block font-semibold text-navy-700 underline">
            {w.buttons.findNearestLocation}
          </Link>
        </div>
      </HeroSlider>
      <div className="relative z-10 mx-auto -mt-10 max-w-4xl px-4">
        <RateInquiryCard />
      </div>
    </>
  );
}
