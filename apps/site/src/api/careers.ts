import type { RequestOf } from '@courier/api-client/endpoints';
import { apiCall } from './client';
import { useApi, useApiList } from './hooks';

export const useCareers = () => useApiList('career_list', {}, (r) => r.careerList);
export const useCareerDetails = (id: string) => useApi('career_details', { career_id: id });
export const applyForCareer = (application: RequestOf<'career_apply'>) =>
  apiCall('career_apply', application);
