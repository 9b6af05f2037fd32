import { Modal } from '@courier/ui/Modal';
import { usePageContent } from '../api/pages';
import { HtmlContent } from '../components/HtmlContent';
import { en } from '../i18n/en';

/** Terms or privacy text loaded from static-page content, in a fixed-height scrolling body. */
export function StaticContentModal({ menuId, title, isOpen, onClose }: { menuId: string; title: string; isOpen: boolean; onClose: () => void }) {
  const { data } = usePageContent(isOpen ? menuId : null);
  return (
    <Modal title={title} isOpen={isOpen} onOpenChange={(open) => (open ? undefined : onClose())} scrollBody>
      {data ? (
        data.contentList.map((item, index) => (
          <section key={index} className="mb-4">
            <h3 className="font-bold">{item.page_title}</h3>
            <HtmlContent html={item.page_content} />
          </section>
        ))
      ) : (
        <p>{en.common.loading}</p>
      )}
    </Modal>
  );
}
