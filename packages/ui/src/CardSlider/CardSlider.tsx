import { useId, useRef, type ReactNode } from 'react';
import { A11y, Navigation } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper';
import {
  SLIDER_ITEMS_DEFAULT,
  SLIDER_ITEMS_SMALL,
  SLIDER_ITEMS_WIDE,
} from '@courier/domain/constants';
import { Button } from '../Button/Button';
import { useUiWords } from '../i18n/uiWords';
import 'swiper/css';

/** Screen widths (px) where the slider shows 2, then 3 items. */
const SLIDER_BREAKPOINTS = { default: 640, wide: 1200 } as const;

export interface CardSliderProps<T> {
  label: string;
  items: readonly T[];
  itemKey: (item: T) => string;
  renderItem: (item: T, index: number) => ReactNode;
}

/** Swiper with 1 item on small screens, 2 by default and 3 on wide ones, with Previous/Next. */
export function CardSlider<T>({ label, items, itemKey, renderItem }: CardSliderProps<T>) {
  const w = useUiWords();
  const swiper = useRef<SwiperInstance | null>(null);
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-4">
      {/* The visible title shares its row with the buttons: no empty band above them. */}
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id={titleId} className="text-3xl font-bold text-navy-800">
          {label}
        </h2>
        <div className="flex gap-2">
          <Button variant="outline" onPress={() => swiper.current?.slidePrev()}>
            <span aria-hidden="true" className="inline-block rtl:rotate-180">
              ‹
            </span>{' '}
            {w.slider.previous}
          </Button>
          <Button variant="outline" onPress={() => swiper.current?.slideNext()}>
            {w.slider.next}{' '}
            <span aria-hidden="true" className="inline-block rtl:rotate-180">
              ›
            </span>
          </Button>
        </div>
      </div>
      <Swiper
        modules={[A11y, Navigation]}
        onSwiper={(instance) => {
          swiper.current = instance;
        }}
        spaceBetween={16}
        slidesPerView={SLIDER_ITEMS_SMALL}
        breakpoints={{
          [SLIDER_BREAKPOINTS.default]: { slidesPerView: SLIDER_ITEMS_DEFAULT },
          [SLIDER_BREAKPOINTS.wide]: { slidesPerView: SLIDER_ITEMS_WIDE },
        }}
        className="w-full"
      >
        {items.map((item, index) => (
          <SwiperSlide key={itemKey(item)} className="h-auto!">
            {renderItem(item, index)}
          </SwiperSlide>
        ))}
      </Swiper>
    </section>
  );
}
