import { CardSlider } from '../CardSlider/CardSlider';
import { NewsCard, type NewsCardProps } from '../NewsCard/NewsCard';
import { useUiWords } from '../i18n/uiWords';

export type NewsSlide = Omit<NewsCardProps, 'index'> & { id: string };

/** The home 'News & Update' slider with previous and next buttons. */
export function NewsSlider({ news }: { news: readonly NewsSlide[] }) {
  const w = useUiWords();
  return (
    <CardSlider
      label={w.slider.news}
      items={news}
      itemKey={(item) => item.id}
      renderItem={(item, index) => (
        <NewsCard title={item.title} imageUrl={item.imageUrl} href={item.href} index={index} />
      )}
    />
  );
}
