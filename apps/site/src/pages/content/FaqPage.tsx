import { contentDir } from '@courier/ui/Bidi';
import { useFaqs } from '../../api/content';
import { Container } from '../../components/Container';
import { EmptyState } from '../../components/EmptyState';
import { HtmlContent } from '../../components/HtmlContent';
import { PageBanner } from '../../components/PageBanner';
import { useSiteWords } from '../../i18n/siteWords';

export function Component() {
  const w = useSiteWords();
  const { list, isLoading } = useFaqs();
  return (
    <>
      <PageBanner title={w.pages.faq} />
      <Container className="max-w-4xl">
        {list.length === 0 ? (
          <EmptyState loading={isLoading} />
        ) : (
          <ol className="space-y-6">
            {list.map((faq, index) => (
              <li key={faq.question} className="rounded-card border border-line p-5">
                <h2 dir={contentDir(faq.question)} className="text-lg font-bold">
                  {index + 1}. {faq.question}
                </h2>
                <HtmlContent html={faq.answer} className="mt-2" />
              </li>
            ))}
          </ol>
        )}
      </Container>
    </>
  );
}
