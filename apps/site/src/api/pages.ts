import { useApi } from './hooks';

/** Static content by encoded menu id (terms 'NA==', privacy 'NQ==', refund 'Ng=='). */
export const usePageContent = (menuId: string | null) =>
  useApi('get_page_content', menuId ? { menu_id: menuId } : null);
