import { useApi, useApiList } from './hooks';

export const useServices = () => useApiList('our_service_list', {}, (r) => r.ourServiceList);
export const useServiceDetails = (id: string | null) =>
  useApi('get_our_service_details', id ? { id } : null);
export const useHomeSlides = () => useApiList('home_slides', {}, (r) => r.slideList);
export const useFaqs = () => useApiList('faq_list', {}, (r) => r.faqList);
export const usePeople = () => useApiList('people_list', {}, (r) => r.peopleList);
