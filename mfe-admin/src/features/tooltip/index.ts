export { TooltipsPage } from './tooltips-page';
