// The public face of the fundraising-dashboard module (see follow/index.ts for the rule).
export { fundraisingDashboard, fundraisingDashboardRoutes } from './routes';
