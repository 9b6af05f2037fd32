import { CardSlider } from '../CardSlider/CardSlider';
import { NewsCard, type NewsCardProps } from '../NewsCard/NewsCard';
import { en } from '../i18n/en';

export type NewsSlide = Omit<NewsCardProps, 'index'> & { id: string };

/** The home 'News & Update' slider with previous and next buttons. */
export function NewsSlider({ news }: { news: readonly NewsSlide[] }) {
  return (
    <CardSlider
      label={en.slider.news}
      items={news}
      itemKey={(item) => item.id}
      renderItem={(item, index) => (
        <NewsCard title={item.title} imageUrl={item.imageUrl} href={item.href} index={index} />
      )}
    />
  );
}
