import { useBlogSearch } from '../../api/blog';
import { BlogGrid } from '../../components/BlogGrid';
import { Container } from '../../components/Container';
import { PageBanner } from '../../components/PageBanner';
import { useQueryParam } from '../../components/useQueryParam';
import { useSiteWords } from '../../i18n/siteWords';

/** A list of posts whose heading says what it shows ('Results for …'). */
export function Component() {
  const w = useSiteWords();
  const value = useQueryParam('search_key_word');
  const { list, isLoading } = useBlogSearch(value);
  const title = w.blog.results({ keyword: value });
  return (
    <>
      <PageBanner title={title} />
      <Container>
        <BlogGrid
          posts={list}
          loading={isLoading}
          emptyText={w.blog.noResults({ keyword: value })}
          withCommentLabel
        />
      </Container>
    </>
  );
}
