export { EditGraduationRatesPage } from './edit-graduation-rates-page';
export { GraduationRatesPage } from './graduation-rates-page';
