import { useApi, useApiList } from './hooks';

export const useBlogList = () => useApiList('blog_list', {}, (r) => r.blog_list);
export const useBlogByCategory = (id: string) =>
  useApiList('blog_by_category', { blog_cat_id: id }, (r) => r.blog_list);
export const useBlogByTag = (id: string) =>
  useApiList('blog_by_tag', { blog_tag_id: id }, (r) => r.blog_list);
export const useBlogSearch = (keyword: string) =>
  useApiList('blog_search', { search_key_word: keyword }, (r) => r.blog_list);
/** A non-Success answer empties every list of the page (spec 4): data is then undefined. */
export const useBlogDetails = (id: string) => useApi('blog_details', { blog_id: id });

/**
 * Names of every category and tag, for the headings of the category and tag lists. The contract
 * has them only in blog_details (its sidebar lists every category and tag), so this asks for the
 * newest post's details; both answers are cached by swr.
 */
export function useBlogTaxonomy() {
  const { list } = useBlogList();
  const newest = list[0]?.encrypt_id;
  const { data } = useApi('blog_details', newest ? { blog_id: newest } : null);
  return { categories: data?.categoryList ?? [], tags: data?.allTags ?? [] };
}
