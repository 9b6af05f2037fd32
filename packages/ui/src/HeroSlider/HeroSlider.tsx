import { contentImageSrcSet } from '@courier/domain/content/uploads';
import { useState, type ReactNode } from 'react';
import { A11y, Autoplay } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import { contentDir } from '../Bidi/Bidi';
import { useUiWords } from '../i18n/uiWords';
import 'swiper/css';

/** A home slide (spec 3): imageUrl, title, highlight, subtitle. */
export interface HeroSlide {
  imageUrl: string;
  title: string;
  highlight: string;
  subtitle: string;
}

export interface HeroSliderProps {
  slides: readonly HeroSlide[];
  /** The tracking box sits on the hero. */
  children?: ReactNode;
  /** Rotation timing is not in the spec; our choice (README). */
  autoplayMs?: number;
}

/** The current slide sets the background, title, highlight and subtitle. */
export function HeroSlider({ slides, children, autoplayMs = 6000 }: HeroSliderProps) {
  const w = useUiWords();
  const [current, setCurrent] = useState(0);
  const slide = slides[current];
  return (
    <section
      aria-roledescription="carousel"
      aria-label={w.slider.hero}
      className="relative isolate overflow-hidden bg-navy-900 text-white"
    >
      <Swiper
        modules={[A11y, Autoplay]}
        autoplay={
          autoplayMs > 0
            ? { delay: autoplayMs, disableOnInteraction: true, pauseOnMouseEnter: true }
            : false
        }
        loop={slides.length > 1}
        onSlideChange={(swiper) => setCurrent(swiper.realIndex)}
        className="absolute! inset-0 -z-10!"
        aria-hidden="true"
      >
        {slides.map((s, index) => (
          <SwiperSlide key={s.imageUrl + s.title}>
            {/* The first slide is the page's largest paint: fetched first; the size reserves its box. The others load when they come near. */}
            <img
              src={s.imageUrl}
              srcSet={contentImageSrcSet(s.imageUrl)}
              sizes="100vw"
              alt=""
              width={1600}
              height={900}
              fetchPriority={index === 0 ? 'high' : 'low'}
              loading={index === 0 ? undefined : 'lazy'}
              className="size-full object-cover opacity-40"
            />
          </SwiperSlide>
        ))}
      </Swiper>
      <div className="mx-auto flex min-h-[28rem] max-w-6xl flex-col justify-center gap-4 px-6 py-16">
        {slide && (
          <div aria-live="polite">
            <p dir={contentDir(slide.title)} className="text-lg font-semibold text-express-100">
              {slide.title}
            </p>
            <h1 dir={contentDir(slide.highlight)} className="text-display font-bold">
              {slide.highlight}
            </h1>
            <p dir={contentDir(slide.subtitle)} className="mt-2 max-w-2xl text-lg text-navy-100">
              {slide.subtitle}
            </p>
          </div>
        )}
        {children && (
          <div className="max-w-xl rounded-card bg-surface p-4 text-ink">{children}</div>
        )}
      </div>
    </section>
  );
}
