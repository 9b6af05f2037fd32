import { contentDir } from '@courier/ui/Bidi';
import { usePageContent } from '../api/pages';
import { HtmlContent } from '../components/HtmlContent';
import { useSiteWords } from '../i18n/siteWords';

/**
 * Terms or privacy text from static-page content, for the wizard's modals: rendered (and so
 * loaded) only when its modal opens.
 */
export function StaticContent({ menuId }: { menuId: string }) {
  const w = useSiteWords();
  const { data } = usePageContent(menuId);
  if (!data) return <p>{w.common.loading}</p>;
  return data.contentList.map((item, index) => (
    <section key={index} className="mb-4">
      <h3 dir={contentDir(item.page_title)} className="font-bold">
        {item.page_title}
      </h3>
      <HtmlContent html={item.page_content} />
    </section>
  ));
}
