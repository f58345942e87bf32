// The company settings section (loaded with its route).
export { CompanySection } from './company-section';
