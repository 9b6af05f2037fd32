import { useBlogList } from '../../api/blog';
import { BlogGrid } from '../../components/BlogGrid';
import { Container } from '../../components/Container';
import { PageBanner } from '../../components/PageBanner';
import { en } from '../../i18n/en';

export function Component() {
  const { list, isLoading } = useBlogList();
  return (
    <>
      <PageBanner title="Blog Grid" />
      <Container>
        <h2 className="sr-only">{en.blog.posts}</h2>
        <BlogGrid posts={list} loading={isLoading} />
      </Container>
    </>
  );
}
