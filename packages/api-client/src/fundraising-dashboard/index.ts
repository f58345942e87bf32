export { type FundraisingDashboard, getFundraisingDashboard, useFundraisingDashboard } from './get-fundraising-dashboard';
export { fundraisingDashboardKeys } from './keys';
