import { useBlogList } from '../../api/blog';
import { BlogGrid } from '../../components/BlogGrid';
import { Container } from '../../components/Container';
import { PageBanner } from '../../components/PageBanner';
import { useSiteWords } from '../../i18n/siteWords';

export function Component() {
  const w = useSiteWords();
  const { list, isLoading } = useBlogList();
  return (
    <>
      <PageBanner title={w.pages.blogGrid} />
      <Container>
        <BlogGrid posts={list} loading={isLoading} />
      </Container>
    </>
  );
}
