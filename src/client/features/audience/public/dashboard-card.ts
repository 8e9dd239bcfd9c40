/** For the dashboard: how many are subscribed, and how many joined in the last 7 days. */
export { AudienceDashboardCard } from '../components/audience-dashboard-card';
