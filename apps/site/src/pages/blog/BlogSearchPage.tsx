import { useBlogSearch } from '../../api/blog';
import { BlogGrid } from '../../components/BlogGrid';
import { Container } from '../../components/Container';
import { PageBanner } from '../../components/PageBanner';
import { useQueryParam } from '../../components/useQueryParam';
import { en } from '../../i18n/en';

/** A list of posts whose heading says what it shows (issue 18: 'Results for …'). */
export function Component() {
  const value = useQueryParam('search_key_word');
  const { list, isLoading } = useBlogSearch(value);
  const title = en.blog.results(value);
  return (
    <>
      <PageBanner title={title} />
      <Container>
        <BlogGrid posts={list} loading={isLoading} emptyText={en.blog.noResults(value)} />
      </Container>
    </>
  );
}
