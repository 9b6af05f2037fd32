import { useApi, useApiList } from './hooks';

export const useTeamMembers = () => useApiList('team_member_list', {}, (r) => r.team_list);
export const useTeamMemberDetails = (id: string) =>
  useApi('team_member_details', { member_id: id });
