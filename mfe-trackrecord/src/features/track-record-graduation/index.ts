export { GraduationRatesPage } from './graduation-rates-page';
