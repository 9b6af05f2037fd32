import { useBlogTaxonomy, useBlogByCategory } from '../../api/blog';
import { BlogGrid } from '../../components/BlogGrid';
import { Container } from '../../components/Container';
import { PageBanner } from '../../components/PageBanner';
import { useQueryParam } from '../../components/useQueryParam';
import { useSiteWords } from '../../i18n/siteWords';

/** A list of posts whose heading says what it shows ('Category: …'). */
export function Component() {
  const w = useSiteWords();
  const value = useQueryParam('blog_cat_id');
  const { list, isLoading } = useBlogByCategory(value);
  const { categories } = useBlogTaxonomy();
  const name = categories.find((category) => category.encrypt_id === value)?.category_name;
  const title = name ? w.blog.categoryNamed({ name }) : w.blog.category;
  return (
    <>
      <PageBanner title={title} />
      <Container>
        <BlogGrid
          posts={list}
          loading={isLoading}
          emptyText={w.blog.emptyCategory}
          withCommentLabel
        />
      </Container>
    </>
  );
}
