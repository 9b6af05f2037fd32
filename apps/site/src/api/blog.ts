import { useApi, useApiList } from './hooks';

export const useBlogList = () => useApiList('blog_list', {}, (r) => r.blog_list);
export const useBlogByCategory = (id: string) => useApiList('blog_by_category', { blog_cat_id: id }, (r) => r.blog_list);
export const useBlogByTag = (id: string) => useApiList('blog_by_tag', { blog_tag_id: id }, (r) => r.blog_list);
export const useBlogSearch = (keyword: string) =>
  useApiList('blog_search', { search_key_word: keyword }, (r) => r.blog_list);
/** A non-Success answer empties every list of the page (spec 4): data is then undefined. */
export const useBlogDetails = (id: string) => useApi('blog_details', { blog_id: id });
