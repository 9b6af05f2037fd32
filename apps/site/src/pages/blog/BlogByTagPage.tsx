import { useBlogByTag } from '../../api/blog';
import { BlogGrid } from '../../components/BlogGrid';
import { Container } from '../../components/Container';
import { PageBanner } from '../../components/PageBanner';
import { useQueryParam } from '../../components/useQueryParam';

export function Component() {
  const value = useQueryParam('blog_tag_id');
  const { list, isLoading } = useBlogByTag(value);
  return (
    <>
      <PageBanner title="Blog" />
      <Container>
        <BlogGrid posts={list} loading={isLoading} withComments />
      </Container>
    </>
  );
}
