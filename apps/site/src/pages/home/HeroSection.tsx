import { useEffect, useState } from 'react';
import type { HomeSlide } from '@courier/api-client/endpoints/content';
import { useHomeSlides } from '../../api/content';
import { TrackingBox } from '@courier/ui/TrackingBox';
import { Link, useNavigate } from 'react-router';
import { multiTrackingHref, orderTrackingHref } from '../../components/trackingHrefs';
import { en } from '../../i18n/en';
import { RateInquiryCard } from './RateInquiryCard';

/** Spec 2 leaves the rotation timing open: 6 s per slide (README). */
export const HERO_ROTATION_MS = 6000;

const fallbackSlide: HomeSlide = {
  imageUrl: '',
  title: 'International Courier Service',
  highlight: 'in Kuwait',
  subtitle: 'Express documents and parcels to 209+ countries, door to door.',
};

export function HeroSection() {
  const navigate = useNavigate();
  const { list } = useHomeSlides();
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (list.length < 2) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % list.length), HERO_ROTATION_MS);
    return () => window.clearInterval(timer);
  }, [list.length]);
  const slide = list[index % Math.max(1, list.length)] ?? fallbackSlide;

  return (
    <section
      aria-label="Welcome"
      className="relative bg-navy-900 bg-cover bg-center text-white"
      style={slide.imageUrl ? { backgroundImage: `linear-gradient(rgb(8 26 53 / 0.75), rgb(8 26 53 / 0.75)), url(${slide.imageUrl})` } : undefined}
    >
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-16 lg:grid-cols-2">
        <div className="space-y-6">
          <h1 className="text-4xl font-black leading-tight md:text-display">
            {slide.title} <span className="text-express-500">{slide.highlight}</span>
          </h1>
          <p className="text-lg text-navy-100">{slide.subtitle}</p>
          <div className="rounded-card bg-white p-4 text-ink">
            <TrackingBox onTrack={(number) => navigate(orderTrackingHref(number))} />
          </div>
          <div className="rounded-card bg-white p-4 text-ink">
            <TrackingBox variant="multiple" onTrack={(numbers) => navigate(multiTrackingHref(numbers))} />
          </div>
          <Link to="/find-location" className="inline-block rounded-field border border-white px-4 py-2 font-semibold hover:bg-white hover:text-navy-900">
            {en.buttons.findNearestLocation}
          </Link>
        </div>
        <RateInquiryCard />
      </div>
    </section>
  );
}
