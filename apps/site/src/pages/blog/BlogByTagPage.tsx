import { useBlogTaxonomy, useBlogByTag } from '../../api/blog';
import { BlogGrid } from '../../components/BlogGrid';
import { Container } from '../../components/Container';
import { PageBanner } from '../../components/PageBanner';
import { useQueryParam } from '../../components/useQueryParam';
import { useSiteWords } from '../../i18n/siteWords';

/** A list of posts whose heading says what it shows ('Tag: …'). */
export function Component() {
  const w = useSiteWords();
  const value = useQueryParam('blog_tag_id');
  const { list, isLoading } = useBlogByTag(value);
  const { tags } = useBlogTaxonomy();
  const name = tags.find((tag) => tag.encrypt_id === value)?.tag_name;
  const title = name ? w.blog.tagNamed({ name }) : w.blog.tag;
  return (
    <>
      <PageBanner title={title} />
      <Container>
        <BlogGrid posts={list} loading={isLoading} emptyText={w.blog.emptyTag} withCommentLabel />
      </Container>
    </>
  );
}
