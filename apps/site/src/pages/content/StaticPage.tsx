import { contentDir } from '@courier/ui/Bidi';
import { useEffect } from 'react';
import { usePageContent } from '../../api/pages';
import { Container } from '../../components/Container';
import { EmptyState } from '../../components/EmptyState';
import { HtmlContent } from '../../components/HtmlContent';
import { PageBanner } from '../../components/PageBanner';
import { useQueryParam } from '../../components/useQueryParam';
import { applyMeta } from '../../seo/applyMeta';
import { useSiteWords } from '../../i18n/siteWords';
import { routeMetaOf } from '../../seo/routeMeta';

export function Component() {
  const w = useSiteWords();
  const menuId = useQueryParam('menu_id');
  const { data, isLoading } = usePageContent(menuId);

  useEffect(() => {
    // The route's meta in the page's language, the page's own name in its title.
    const base = routeMetaOf(w.meta, 'static-page');
    if (data) applyMeta({ ...base, title: `${data.menuName} | ${base.title.split(' | ')[1]}` });
  }, [data, w]);

  return (
    <>
      <PageBanner title={w.pages.information} contentTitle={data?.menuName} />
      <Container className="max-w-4xl">
        {data && data.contentList.length > 0 ? (
          data.contentList.map((item, index) => (
            <section key={index} className="mb-8">
              <h2 dir={contentDir(item.page_title)} className="text-2xl font-bold">
                {item.page_title}
              </h2>
              <HtmlContent html={item.page_content} className="mt-3" />
            </section>
          ))
        ) : (
          <EmptyState loading={isLoading} />
        )}
      </Container>
    </>
  );
}
