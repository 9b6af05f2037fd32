import { useApi, useApiList } from './hooks';

export const useNewsList = () => useApiList('news_list', {}, (r) => r.newsList);
export const useNewsDetails = (id: string) => useApi('news_details', { news_id: id });
