export { FundManagersPage } from './fund-managers-page';
