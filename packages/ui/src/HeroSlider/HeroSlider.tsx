import { contentImageSrcSet } from '@courier/domain/content/uploads';
import { useState, type ReactNode } from 'react';
import { contentDir } from '../Bidi/Bidi';
import { useUiWords } from '../i18n/uiWords';
import { useRotation } from './useRotation';

/**
 * The demo artwork (/media/..., drawn scenes with no writing) puts its subject on the end side of
 * a left-to-right page, away from the heading and the tracking box: a right-to-left page mirrors
 * it so the subject stays on the end side. Uploaded pictures and photos are never mirrored.
 */
const mirrorsOnRtlPages = (imageUrl: string): boolean => imageUrl.startsWith('/media/');

/** A home slide (spec 3): imageUrl, title, highlight, subtitle. */
interface HeroSlide {
  imageUrl: string;
  title: string;
  highlight: string;
  subtitle: string;
}

export interface HeroSliderProps {
  slides: readonly HeroSlide[];
  /** The tracking box sits on the hero. */
  children?: ReactNode;
  /** Rotation timing is not in the spec; our choice (docs/components.md). 0 keeps the first slide. */
  autoplayMs?: number;
}

/**
 * The current slide sets the background, title, highlight and subtitle. The backgrounds are
 * stacked and cross-fade, a timer turns them (paused while the pointer or the focus is on the
 * hero: nobody's tracking number changes heading under them). It was a swiper carousel: only its
 * autoplay was used, and its start-up (cloning the slides for the loop, measuring them, a
 * restyle) ran inside the home's hydration, 60-80 ms on this machine.
 */
export function HeroSlider({ slides, children, autoplayMs = 6000 }: HeroSliderProps) {
  const w = useUiWords();
  const [isPaused, setPaused] = useState(false);
  const { current, upcoming } = useRotation(slides.length, isPaused ? 0 : autoplayMs);
  const slide = slides[current];
  return (
    <section
      aria-roledescription="carousel"
      aria-label={w.slider.hero}
      className="relative isolate overflow-hidden bg-navy-900 text-white"
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setPaused(false);
      }}
    >
      <div className="absolute inset-0 -z-10" aria-hidden="true">
        {slides.map((s, index) =>
          // A background is in the page from shortly before its turn: the first one is the
          // page's largest paint, fetched first; the size reserves its box.
          index <= upcoming ? (
            <img
              key={s.imageUrl + s.title}
              src={s.imageUrl}
              srcSet={contentImageSrcSet(s.imageUrl)}
              sizes="100vw"
              alt=""
              width={1600}
              height={900}
              fetchPriority={index === 0 ? 'high' : 'low'}
              className={`absolute inset-0 size-full object-cover transition-opacity duration-700 motion-reduce:transition-none ${
                mirrorsOnRtlPages(s.imageUrl) ? 'rtl:-scale-x-100' : ''
              } ${index === current ? 'opacity-40' : 'opacity-0'}`}
            />
          ) : null,
        )}
      </div>
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
