import { useBlogList } from '../../api/blog';
import { BlogGrid } from '../../components/BlogGrid';
import { Container } from '../../components/Container';
import { PageBanner } from '../../components/PageBanner';

export function Component() {
  const { list, isLoading } = useBlogList();
  return (
    <>
      <PageBanner title="Blog Grid" />
      <Container>
        <BlogGrid posts={list} loading={isLoading} />
      </Container>
    </>
  );
}
