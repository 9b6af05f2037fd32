import { useApi } from '../hooks';

/** The dashboard's figures and newest shipments. */
export const usePortalDashboard = () => useApi('portal_dashboard', {});
