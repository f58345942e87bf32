// The public face of the fundraising-dashboard module (see follow/index.ts for the rule).
export { fundraisingDashboardRoutes } from './routes';
export { fundraisingDashboard } from './service';
