import { useEffect } from 'react';
import { usePageContent } from '../../api/pages';
import { Container } from '../../components/Container';
import { EmptyState } from '../../components/EmptyState';
import { HtmlContent } from '../../components/HtmlContent';
import { PageBanner } from '../../components/PageBanner';
import { useQueryParam } from '../../components/useQueryParam';
import { applyMeta } from '../../seo/applyMeta';
import { routeMeta } from '../../seo/routeMeta';

export function Component() {
  const menuId = useQueryParam('menu_id');
  const { data, isLoading } = usePageContent(menuId);

  useEffect(() => {
    const base = routeMeta['static-page'];
    if (data && base)
      applyMeta({ ...base, title: `${data.menuName} | ${base.title.split(' | ')[1]}` });
  }, [data]);

  return (
    <>
      <PageBanner title={data?.menuName ?? 'Information'} />
      <Container className="max-w-4xl">
        {data && data.contentList.length > 0 ? (
          data.contentList.map((item, index) => (
            <section key={index} className="mb-8">
              <h2 className="text-2xl font-bold">{item.page_title}</h2>
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
